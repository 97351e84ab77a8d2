import * as v from 'valibot'

const text = v.optional(v.nullable(v.string()))

/**
 * Where the user is (spec section 3: address, city, state, postal, zip; Hireflow's server sends all but `address`,
 * null when unknown). Closed: other fields are dropped.
 */
export const ProfileLocationSchema = v.object({ address: text, city: text, state: text, postal: text, zip: text })
export type ProfileLocation = v.InferOutput<typeof ProfileLocationSchema>

/** Every field GET /rest/profile answers (docs/api.md; adapters/server/identity/profile.ts toProfileWire), location aside. */
const profileFields = {
  id: v.pipe(v.string(), v.minLength(1)),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  /** Hireflow's admin flag (the spec leaves its source unshown; the server sets it on the profile). */
  admin: v.boolean(),
  /** Whether the account has a password: the account page offers to change it, else to set one. */
  hasPassword: v.boolean(),
}

/**
 * The signed-in user's profile as Hireflow holds it, complete and closed: the UI reads its fields as they are,
 * never parsing it again. A cached profile of an older shape fails it (readStoredProfile answers null), so the
 * session loads the profile again instead of showing a partial one.
 */
export const ProfileSchema = v.object({ ...profileFields, location: v.nullable(ProfileLocationSchema) })
export type Profile = v.InferOutput<typeof ProfileSchema>

/** GET /rest/profile's answer: the location arrives as `_location` (null when unknown) and is mapped to `location`. */
export const ProfileWireSchema = v.pipe(
  v.object({ ...profileFields, _location: v.nullable(ProfileLocationSchema) }),
  v.transform(({ _location, ...rest }): Profile => ({ ...rest, location: _location })),
)
