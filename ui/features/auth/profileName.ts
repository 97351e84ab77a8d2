import type { Profile } from '../../../core/session'

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** The account's full name from its profile ("First Last"), or its email when no name is known. */
export const displayName = (profile: Profile): string =>
  [text(profile['firstName']), text(profile['lastName'])].filter(Boolean).join(' ') || profile.email
