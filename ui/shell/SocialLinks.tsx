import { useIntl } from '../i18n/intl'
import { PhotoNetworkIcon, ProfessionalNetworkIcon } from './icons'
import { SOCIAL_LINKS } from './navigation'

/** Links to Hireflow on a professional network and a photo network, named for screen readers. */
export function SocialLinks() {
  const intl = useIntl()
  return (
    <ul className="social" aria-label={intl.formatMessage({ id: 'shell.social' })}>
      <li>
        <a className="icon-button" href={SOCIAL_LINKS.professional} rel="noopener" target="_blank"
          aria-label={intl.formatMessage({ id: 'shell.social.professional' })}>
          <ProfessionalNetworkIcon />
        </a>
      </li>
      <li>
        <a className="icon-button" href={SOCIAL_LINKS.photo} rel="noopener" target="_blank"
          aria-label={intl.formatMessage({ id: 'shell.social.photo' })}>
          <PhotoNetworkIcon />
        </a>
      </li>
    </ul>
  )
}
