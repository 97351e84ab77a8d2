/**
 * The settings menu tree (spec section 2) shown in the settings layout and the header's account menu, and the
 * leave dialog's own texts beyond the ones in ./session. ICU message syntax.
 */
export const navigationMessages = {
  'settingsMenu.label': 'Settings',
  'settingsMenu.account': 'Account settings',
  'settingsMenu.professional': 'Professional profile',
  'settingsMenu.professional.personal': 'Personal information',
  'settingsMenu.professional.background': 'Background',
  'settingsMenu.professional.phones': 'Phones',
  'settingsMenu.professional.experience': 'Experience',
  'settingsMenu.professional.skills': 'Skills',
  'settingsMenu.professional.resumes': 'My resumes',
  'settingsMenu.communication': 'Communication settings',
  'settingsMenu.applications': 'Applications',
} as const

/** The ids of the navigation texts (part of MessageId once merged into en-US). */
export type NavigationMessageId = keyof typeof navigationMessages
