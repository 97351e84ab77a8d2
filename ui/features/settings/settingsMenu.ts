import type { MessageId } from '../../../core/i18n/en-US'

/** One entry of the settings menu tree (spec section 2). */
export interface SettingsMenuEntry {
  readonly id: string
  readonly labelId: MessageId
  readonly path: string
  /** Its page exists. The issue that builds a page switches its entry on; until then the menus leave it out. */
  readonly built: boolean
  /** Shown only for a user who has applications (spec: the Applications entry). */
  readonly needsApplications?: boolean
  readonly children?: readonly SettingsMenuEntry[]
}

/** What decides the conditional entries. */
export interface SettingsMenuFacts {
  readonly hasApplications: boolean
}

const professional = (id: string, labelId: MessageId, page: string, built = true): SettingsMenuEntry => ({
  id,
  labelId,
  path: `/settings/professional/${page}`,
  built,
})

/**
 * The settings menu tree: account settings; professional profile (personal information, background, phones,
 * experience, skills, my resumes); communication settings; applications. The goals page, which the spec's tree does
 * not name, is reached from the background page (docs/decisions.md, "The professional profile"). Shared by the settings layout and the
 * header's account menu.
 */
export const SETTINGS_MENU: readonly SettingsMenuEntry[] = [
  { id: 'account', labelId: 'settingsMenu.account', path: '/settings/account', built: true },
  {
    id: 'professional',
    labelId: 'settingsMenu.professional',
    // Its page leads to personal information.
    path: '/settings/professional',
    built: true,
    children: [
      professional('personal', 'settingsMenu.professional.personal', 'personal'),
      professional('background', 'settingsMenu.professional.background', 'background'),
      professional('phones', 'settingsMenu.professional.phones', 'phones'),
      professional('experience', 'settingsMenu.professional.experience', 'experience'),
      professional('skills', 'settingsMenu.professional.skills', 'skills'),
      professional('resumes', 'settingsMenu.professional.resumes', 'resume'),
    ],
  },
  { id: 'communication', labelId: 'settingsMenu.communication', path: '/settings/communication', built: true },
  // Like the main navigation's entry, only for a signed-in user who has applications.
  { id: 'applications', labelId: 'settingsMenu.applications', path: '/applications', built: true, needsApplications: true },
]

/** The entries whose pages exist, and the groups that hold at least one (a group without its own page stays a heading). */
export const visibleSettingsMenu = (
  entries: readonly SettingsMenuEntry[] = SETTINGS_MENU,
  facts: SettingsMenuFacts = { hasApplications: false },
): readonly SettingsMenuEntry[] =>
  entries.flatMap((entry) => {
    const children = visibleSettingsMenu(entry.children ?? [], facts)
    if (entry.needsApplications && !facts.hasApplications) return []
    if (!entry.built && children.length === 0) return []
    return [children.length === 0 ? { ...entry, children: undefined } : { ...entry, children }]
  })
