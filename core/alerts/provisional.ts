import { decodeClaims, isProvisional, isUsable, readStoredTokens, storeIssuedTokens } from '../session'
import type { StoragePort } from '../ports'

/** This tab's usable provisional (tmp) token: the /opt pages' bearer; null when there is none. */
export function provisionalToken(storage: StoragePort, now: number): string | null {
  const { provisionalToken: token } = readStoredTokens(storage)
  const claims = token === null ? null : decodeClaims(token)
  return token !== null && claims !== null && isProvisional(claims) && isUsable(claims, now) ? token : null
}

/** Keeps a provisional token in this tab's session storage (core/session puts tmp tokens there). */
export const keepProvisionalToken = (storage: StoragePort, jwt: string): void => storeIssuedTokens(storage, { jwt, downloadToken: null })
