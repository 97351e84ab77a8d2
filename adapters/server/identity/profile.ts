import type { UserRecord } from './usersStore'

/** The profile as the wire carries it (GET /rest/profile, login): core/session/profile.ts ProfileWireSchema. */
export interface ProfileWire {
  readonly id: string
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly admin: boolean
  /** Whether the account has a password (the account page offers to change it, else to set one). */
  readonly hasPassword: boolean
  readonly _location: ProfileLocationWire | null
}

/** The user's location (spec section 3); null fields are unknown. */
export interface ProfileLocationWire {
  readonly city: string | null
  readonly state: string | null
  readonly zip: string | null
  readonly postal: string | null
}

/** The account's location, or null when nothing of it is known. */
export const locationOf = (user: UserRecord): ProfileLocationWire | null =>
  user.city || user.state || user.zip ? { city: user.city, state: user.state, zip: user.zip, postal: user.zip } : null

/** The account as a profile on the wire. */
export const toProfileWire = (user: UserRecord): ProfileWire => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  admin: user.admin,
  hasPassword: user.passwordHash !== null,
  _location: locationOf(user),
})
