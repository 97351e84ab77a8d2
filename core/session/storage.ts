import * as v from 'valibot'
import type { KeyValueStore, StoragePort } from '../ports/storage'
import { readStored, writeStored } from '../storage/typed'
import { decodeClaims, JwtSchema } from './claims'
import { ProfileSchema, type Profile } from './profile'
import { isProvisional } from './rules'

const DownloadTokenSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(8192))

/**
 * The session's stored browser values (spec section 3), kept as JSON in both scopes: the main session in local
 * storage, and in session storage this tab's copies, where a provisional (tmp) session lives so that an email
 * link opened in one tab never replaces the sign-in of the others.
 */
export const SESSION_STORED = {
  jwt: { key: 'jwt', schema: JwtSchema },
  downloadToken: { key: 'downloadToken', schema: DownloadTokenSchema },
  profile: { key: 'profile', schema: ProfileSchema },
} as const

/** The stored session tokens: the main one and this tab's provisional one. */
export interface StoredTokens {
  readonly token: string | null
  readonly provisionalToken: string | null
}

/** A new token pair from login or refresh. */
export interface IssuedTokens {
  readonly jwt: string
  readonly downloadToken: string | null
}

const NullableJwt = v.nullable(JwtSchema)

/** Reads both stored jwts (invalid values read as null). */
export const readStoredTokens = (storage: StoragePort): StoredTokens => ({
  token: readStored(storage.local, SESSION_STORED.jwt.key, NullableJwt, null),
  provisionalToken: readStored(storage.session, SESSION_STORED.jwt.key, NullableJwt, null),
})

/** Reads the cached profile of the main session (null when missing or invalid). */
export const readStoredProfile = (storage: StoragePort): Profile | null =>
  readStored(storage.local, SESSION_STORED.profile.key, v.nullable(ProfileSchema), null)

/** Where a token belongs: provisional (tmp) tokens in this tab's session storage, the rest in local storage. */
export const scopeForToken = (storage: StoragePort, jwt: string): KeyValueStore => {
  const claims = decodeClaims(jwt)
  return claims !== null && isProvisional(claims) ? storage.session : storage.local
}

/** Stores a newly issued jwt and downloadToken in the scope the jwt belongs to. */
export const storeIssuedTokens = (storage: StoragePort, tokens: IssuedTokens): void => {
  const scope = scopeForToken(storage, tokens.jwt)
  writeStored(scope, SESSION_STORED.jwt.key, JwtSchema, tokens.jwt)
  if (tokens.downloadToken === null) scope.remove(SESSION_STORED.downloadToken.key)
  else writeStored(scope, SESSION_STORED.downloadToken.key, DownloadTokenSchema, tokens.downloadToken)
}

/** Caches the main session's profile. */
export const storeProfile = (storage: StoragePort, profile: Profile): void => {
  writeStored(storage.local, SESSION_STORED.profile.key, ProfileSchema, profile)
}

/** Removes jwt, downloadToken and profile from local storage and their session-scoped copies. */
export const clearStoredSession = (storage: StoragePort): void => {
  for (const scope of [storage.local, storage.session]) {
    for (const { key } of Object.values(SESSION_STORED)) scope.remove(key)
  }
}

/** True when a storage key belongs to the session (a change to it from another tab means the session changed). */
export const isSessionKey = (key: string | null): boolean =>
  key === null || Object.values(SESSION_STORED).some((stored) => stored.key === key)
