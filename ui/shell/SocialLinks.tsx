import { useIntl } from '../i18n/intl'
import { Icon } from './Icon'
import { SOCIAL_LINKS, type SocialLink } from './navigation'

/** Links to Hireflow on a professional network and a photo network, named for screen readers, each icon by name. */
export function SocialLinks({ links = SOCIAL_LINKS }: { readonly links?: readonly SocialLink[] }) {
  const intl = useIntl()
  return (
    <ul className="social" aria-label={intl.formatMessage({ id: 'shell.social' })}>
      {links.map((link) => (
        <li key={link.href}>
          <a className="icon-button" href={link.href} rel="noopener" target="_blank" aria-label={intl.formatMessage({ id: link.label })}>
            <Icon name={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  )
}
