import { useRouterState } from '@tanstack/react-router'
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { useIntl } from '../i18n/intl'
import { Icon } from './Icon'
import { MainNav } from './MainNav'
import { SocialLinks } from './SocialLinks'

/**
 * The main navigation and the social links. Wide screens show them inline; narrow ones behind a menu button, a
 * disclosure (aria-expanded, aria-controls) that Escape closes, returning focus to the button. It closes on any
 * route change: it is open only on the path it was opened on.
 */
export function SiteMenu({ navExtra }: { readonly navExtra?: ReactNode }) {
  const intl = useIntl()
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    setOpenOn(null)
    button.current?.focus()
  }
  // A link to the page already shown changes no path: close on the click itself.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpenOn(null)
  }
  return (
    <div className="site-menu" onKeyDown={closeOnEscape}>
      <button ref={button} type="button" className="icon-button site-menu__button" aria-expanded={open}
        aria-controls={panelId} aria-label={intl.formatMessage({ id: 'shell.menu' })}
        onClick={() => setOpenOn(open ? null : pathname)}>
        <Icon name="menu" />
      </button>
      <div id={panelId} className="site-menu__panel" data-open={open} onClick={closeOnLink}>
        <MainNav extra={navExtra} />
        <SocialLinks />
      </div>
    </div>
  )
}
