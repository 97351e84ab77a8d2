import { Link } from '@tanstack/react-router'
import { FormattedMessage } from '../../i18n/intl'
import type { SettingsMenuEntry } from './settingsMenu'
import './settingsMenu.css'

interface SettingsMenuLinksProps {
  readonly entries: readonly SettingsMenuEntry[]
  /** Class of each link (the header menu and the settings layout style them differently). */
  readonly itemClassName: string
  readonly onFollow?: () => void
}

/** The settings menu tree as nested lists of links; the current page's link has aria-current="page". */
export function SettingsMenuLinks({ entries, itemClassName, onFollow }: SettingsMenuLinksProps) {
  return entries.map((entry) => (
    <li key={entry.id}>
      {entry.built ? (
        // The tree names pages of later issues too, so its paths are plain strings, not the registered routes.
        <Link to={entry.path as '/'} className={itemClassName} onClick={onFollow}>
          <FormattedMessage id={entry.labelId} />
        </Link>
      ) : (
        <span className="settings-menu__group">
          <FormattedMessage id={entry.labelId} />
        </span>
      )}
      {entry.children && (
        <ul className="settings-menu__children">
          <SettingsMenuLinks entries={entry.children} itemClassName={itemClassName} onFollow={onFollow} />
        </ul>
      )}
    </li>
  ))
}
