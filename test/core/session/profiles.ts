import type { Profile } from '../../../core/session'

/** A complete profile (every field GET /rest/profile answers), for tests; `fields` replace some. */
export const aProfile = (fields: Partial<Profile> = {}): Profile => ({
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  admin: false,
  hasPassword: true,
  location: null,
  ...fields,
})

/** The same profile as the wire carries it (location as `_location`). */
export const aWireProfile = (fields: Partial<Profile> = {}) => {
  const { location, ...rest } = aProfile(fields)
  return { ...rest, _location: location }
}
