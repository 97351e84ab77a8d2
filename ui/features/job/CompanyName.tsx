import { companyMark } from '../../../core/search'
import './company.css'

/** The company's name after its generated logo mark (initials on a colour of its own; decorative). */
export function CompanyName({ name, className }: { readonly name: string; readonly className: string }) {
  const mark = companyMark(name)
  return (
    <p className={className}>
      <span className={`company-mark company-mark--${mark.tone}`} aria-hidden="true">
        {mark.initials}
      </span>
      <span className="company-name">{name}</span>
    </p>
  )
}
