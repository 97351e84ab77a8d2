/**
 * The settings feature's public face: the /settings route other features hang their settings pages on, its own
 * routes, and the settings menu tree and its links (the header's account menu lists them). The settings layout is
 * loaded by its route's dynamic import.
 */
export { visibleSettingsMenu } from './settingsMenu'
export { useSettingsMenu } from './useSettingsMenu'
export { SettingsMenuLinks } from './SettingsMenuLinks'
export { settingsRoute, settingsRoutes } from './routes'
