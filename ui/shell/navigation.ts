import type { MessageId } from '../../core/i18n/en-US'
import type { Section } from '../routeMeta'

/** The main navigation of spec section 2 (Applications joins with the session issue). */
export const MAIN_SECTIONS = [
  { section: 'find-a-job', to: '/', label: 'shell.nav.findAJob', text: 'landing.findAJob.text' },
  { section: 'consulting', to: '/consulting', label: 'shell.nav.consulting', text: 'landing.consulting.text' },
  { section: 'hire', to: '/hire', label: 'shell.nav.hire', text: 'landing.hire.text' },
  { section: 'about', to: '/about', label: 'shell.nav.about', text: 'landing.about.text' },
  { section: 'news', to: '/news', label: 'shell.nav.news', text: 'landing.news.text' },
] as const satisfies readonly { section: Section; to: string; label: MessageId; text: MessageId }[]

/** A link to Hireflow elsewhere: its address, its name for screen readers, and the name of its icon (ui/shell/Icon.tsx). */
export interface SocialLink {
  readonly href: string
  readonly label: MessageId
  /** An icon's name; one the app has no icon for shows the bug placeholder. */
  readonly icon: string
}

/** Where the social links lead: a professional network and a photo network. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { href: 'https://www.linkedin.com/company/hireflow', label: 'shell.social.professional', icon: 'professionalNetwork' },
  { href: 'https://www.instagram.com/hireflow', label: 'shell.social.photo', icon: 'photoNetwork' },
]
