import type { StoragePort } from '../../core/ports/storage'
import {
  clearStoredSession,
  storeIssuedTokens,
  storeProfile,
  type IssuedTokens,
  type Profile,
} from '../../core/session'

/**
 * The session machine's storage effects on a StoragePort, for `sessionMachine.provide({ actions: ... })`.
 * Writes go through core/session's typed helpers, so they are validated and land in the right scope.
 */
export const sessionStorageEffects = (storage: StoragePort) => ({
  storeIssuedTokens: (_: unknown, tokens: IssuedTokens) => storeIssuedTokens(storage, tokens),
  storeProfile: (_: unknown, params: { profile: Profile }) => storeProfile(storage, params.profile),
  clearStoredSession: () => clearStoredSession(storage),
})
