import * as v from 'valibot'

const text = v.optional(v.nullable(v.string()))

/** Where the user is (spec section 3: address, city, state, postal, zip). */
export const ProfileLocationSchema = v.looseObject({ address: text, city: text, state: text, postal: text, zip: text })
export type ProfileLocation = v.InferOutput<typeof ProfileLocationSchema>

/**
 * The signed-in user's profile as Hireflow holds it: id, email and location, plus the fields other issues add.
 * `admin` is Hireflow's admin flag (the spec leaves its source unshown; the server sets it on the profile).
 */
export const ProfileSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  email: v.string(),
  location: v.optional(v.nullable(ProfileLocationSchema)),
  admin: v.optional(v.boolean()),
})
export type Profile = v.InferOutput<typeof ProfileSchema>

/** GET /rest/profile's answer: the location arrives as `_location` and is mapped to `location`. */
export const ProfileWireSchema = v.pipe(
  v.looseObject({
    id: v.pipe(v.string(), v.minLength(1)),
    email: v.string(),
    _location: v.optional(v.nullable(ProfileLocationSchema)),
    admin: v.optional(v.boolean()),
  }),
  v.transform(({ _location, ...rest }): Profile => ({ ...rest, location: _location ?? null })),
)
