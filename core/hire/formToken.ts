import * as v from 'valibot'
import type { KeyValueStore } from '../ports/storage'
import { HIRE_TOKEN_TTL_MS, HireFormTokenSchema, type HireFormToken } from './schemas'

/** Where this tab keeps the hire form's token, so a reload keeps the time the form was first opened. */
export const HIRE_TOKEN_KEY = 'hireflow.hireFormToken'
/** A kept token is asked for again this long before the server would call it stale. */
const TOKEN_MARGIN_MS = 60 * 60 * 1000

/** The kept token, if it is still good at `now`. */
export function keptFormToken(store: KeyValueStore, now: number): HireFormToken | null {
  try {
    const parsed = v.safeParse(HireFormTokenSchema, JSON.parse(store.get(HIRE_TOKEN_KEY) ?? 'null'))
    return parsed.success && now - parsed.output.issuedAt < HIRE_TOKEN_TTL_MS - TOKEN_MARGIN_MS ? parsed.output : null
  } catch {
    return null
  }
}

export const keepFormToken = (store: KeyValueStore, token: HireFormToken): void => store.set(HIRE_TOKEN_KEY, JSON.stringify(token))
export const forgetFormToken = (store: KeyValueStore): void => store.remove(HIRE_TOKEN_KEY)
