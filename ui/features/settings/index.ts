/**
 * The settings feature's public face: the settings menu tree and its links (the header's account menu lists them).
 * The settings layout is loaded by the router's dynamic import, straight from its file.
 */
export { visibleSettingsMenu } from './settingsMenu'
export { SettingsMenuLinks } from './SettingsMenuLinks'
