import { Outlet, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useIntl } from '../../i18n/intl'
import { useSettingsMenu } from './useSettingsMenu'
import { SettingsMenuLinks } from './SettingsMenuLinks'
import './settings.css'

/** The frame of every /settings page: the settings menu (the pages that exist) beside the page. */
export function SettingsLayout() {
  const intl = useIntl()
  const menu = useSettingsMenu()
  const list = useRef<HTMLUListElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // On a narrow screen the menu is one row that scrolls sideways: the page shown is brought into the middle of it.
  useEffect(() => {
    const box = list.current
    const item = box?.querySelectorAll<HTMLElement>('[aria-current="page"]')
    const current = item?.[item.length - 1]
    if (!box || !current || box.scrollWidth <= box.clientWidth) return
    box.scrollLeft = current.offsetLeft - (box.clientWidth - current.offsetWidth) / 2
  }, [pathname, menu])
  return (
    <div className="settings-layout">
      <nav className="settings-layout__menu" aria-label={intl.formatMessage({ id: 'settingsMenu.label' })}>
        <ul ref={list} className="settings-layout__list">
          <SettingsMenuLinks entries={menu} itemClassName="settings-layout__item" />
        </ul>
      </nav>
      <div className="settings-layout__page">
        <Outlet />
      </div>
    </div>
  )
}
