import type { Profile } from './profile'

/** The account's full name from its profile ("First Last"), or its email when no name is known. */
export const displayName = (profile: Profile): string =>
  [profile.firstName.trim(), profile.lastName.trim()].filter(Boolean).join(' ') || profile.email
