import { useSyncExternalStore } from 'react'
import { useApp } from '../../useApp'
import { visibleSettingsMenu, type SettingsMenuEntry } from './settingsMenu'

/** The settings menu entries to show now: Applications only once the signed-in user has some. */
export function useSettingsMenu(): readonly SettingsMenuEntry[] {
  const { applications } = useApp()
  const hasApplications = useSyncExternalStore(applications.subscribe, () => {
    const view = applications.view()
    return view !== null && view.signedIn && view.count > 0
  })
  return visibleSettingsMenu(undefined, { hasApplications })
}
