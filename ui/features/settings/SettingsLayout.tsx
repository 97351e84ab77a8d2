import { Outlet } from '@tanstack/react-router'
import { useIntl } from '../../i18n/intl'
import { visibleSettingsMenu } from './settingsMenu'
import { SettingsMenuLinks } from './SettingsMenuLinks'
import './settings.css'

/** The frame of every /settings page: the settings menu (the pages that exist) beside the page. */
export function SettingsLayout() {
  const intl = useIntl()
  return (
    <div className="settings-layout">
      <nav className="settings-layout__menu" aria-label={intl.formatMessage({ id: 'settingsMenu.label' })}>
        <ul className="settings-layout__list">
          <SettingsMenuLinks entries={visibleSettingsMenu()} itemClassName="settings-layout__item" />
        </ul>
      </nav>
      <div className="settings-layout__page">
        <Outlet />
      </div>
    </div>
  )
}
