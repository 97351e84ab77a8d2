import * as v from 'valibot'
import { isApiError } from '../api/errors'
import type { MessageId } from '../i18n/en-US'
import type { KeyValueStore } from '../ports'
import { OAuthProviderSchema, OAuthStateSchema, type OAuthProvider } from './schemas'

import { safeRedirectPath } from './redirect'

/** The query a provider returns to /login/callback/{provider} with: a code and the state, or an error. */
export interface CallbackSearch {
  readonly code?: string
  readonly state?: string
  readonly error?: string
}

/** Session storage (this tab): the third-party sign-in this tab started and has not finished. */
export const OAUTH_FLOW_KEY = 'hireflow.oauthFlow'

/** A started flow: which provider, its state, and where to go once signed in (a same-site path). */
const PendingFlowSchema = v.object({ provider: OAuthProviderSchema, state: OAuthStateSchema, redirect: v.string() })
export type PendingFlow = v.InferOutput<typeof PendingFlowSchema>

/** Remembers the flow this tab starts (the redirect is vetted now, so only a same-site path is ever kept). */
export function rememberFlow(storage: KeyValueStore, flow: PendingFlow): void {
  storage.set(OAUTH_FLOW_KEY, JSON.stringify({ ...flow, redirect: safeRedirectPath(flow.redirect) }))
}

/** Takes the pending flow out of storage: it is used at most once, whatever happens next. */
export function takeFlow(storage: KeyValueStore): PendingFlow | null {
  const text = storage.get(OAUTH_FLOW_KEY)
  storage.remove(OAUTH_FLOW_KEY)
  if (text === null) return null
  try {
    const parsed = v.safeParse(PendingFlowSchema, JSON.parse(text))
    return parsed.success ? { ...parsed.output, redirect: safeRedirectPath(parsed.output.redirect) } : null
  } catch {
    return null
  }
}

/** Why the return from a provider cannot sign in, before any call: null when the server should be asked. */
export function checkCallback(provider: OAuthProvider, search: CallbackSearch, flow: PendingFlow | null): MessageId | null {
  if (search.error !== undefined) return 'oauth.error.denied'
  // Only a flow this tab started may finish here (a link with someone else's code and state signs no one in).
  if (flow === null || flow.provider !== provider || search.state !== flow.state || search.code === undefined) return 'oauth.error.expired'
  return null
}

/** The message for a refused or failed third-party login call. */
export function oauthFailureMessage(error: unknown): MessageId {
  if (!isApiError(error) || error._tag !== 'HttpError') return 'oauth.error.failed'
  if (error.status === 429) return 'auth.error.rateLimited'
  if (error.code === 'auth.emailNotVerified') return 'oauth.error.emailInUse'
  if (error.code === 'auth.providerUnavailable') return 'auth.error.providerUnavailable'
  return 'oauth.error.failed'
}
