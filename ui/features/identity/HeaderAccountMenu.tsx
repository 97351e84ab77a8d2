import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { Profile } from '../../../core/session'
import { displayName } from '../../../core/session'
import { Icon } from '../../shell/Icon'
import { NotificationsMenu } from '../notifications'
import { useSettingsMenu, SettingsMenuLinks } from '../settings'
import './accountMenu.css'

interface HeaderAccountMenuProps {
  readonly profile: Profile | null
  readonly onSignOut: () => void
}

/**
 * The signed-in account menu, a disclosure (button + list, not an ARIA menu): the settings menu tree's pages
 * that exist, then Sign out. Tab moves through it; Escape or leaving it closes it.
 */
export function HeaderAccountMenu({ profile, onSignOut }: HeaderAccountMenuProps) {
  const intl = useIntl()
  const id = useId()
  const [open, setOpen] = useState(false)
  const menu = useSettingsMenu()
  const toggle = useRef<HTMLButtonElement>(null)
  const close = () => setOpen(false)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    close()
    toggle.current?.focus()
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close()
  }
  const label = profile
    ? intl.formatMessage({ id: 'account.menuFor' }, { name: displayName(profile) })
    : intl.formatMessage({ id: 'account.menu' })
  return (
    <>
    {/* The signed-in header's tools load together, off the first screen: notifications sit beside the account menu. */}
    <NotificationsMenu />
    <div className="header-account" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={toggle} type="button" className="button header-account__toggle" aria-expanded={open}
        aria-controls={`${id}-menu`} aria-label={label} onClick={() => setOpen(!open)}>
        {/* At 360 px the word gives way to the icon (accountMenu.css), so the brand keeps its room; the label stays. */}
        <Icon name="person" />
        <span className="header-account__word"><FormattedMessage id="account.menu" /></span>
      </button>
      <ul id={`${id}-menu`} className="header-account__menu" hidden={!open}>
        <li>
          <Link to="/saved-jobs" className="header-account__item" onClick={close}>
            <FormattedMessage id="saveJob.listLink" />
          </Link>
        </li>
        <SettingsMenuLinks entries={menu} itemClassName="header-account__item" onFollow={close} />
        <li>
          <button type="button" className="header-account__item" onClick={() => (close(), toggle.current?.focus(), onSignOut())}>
            <FormattedMessage id="account.signOut" />
          </button>
        </li>
      </ul>
    </div>
    </>
  )
}
