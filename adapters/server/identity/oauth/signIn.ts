import { OAUTH_PROVIDERS, type OAuthProvider, type OAuthStartResponse } from '../../../../core/identity'
import type { Db } from '../../db/db'
import { publicLink, type PublicOrigin } from '../../http/publicOrigin'
import { authorizationUrl, exchangeCode, fetchUserinfo } from './client'
import { readIdentity, type OAuthIdentity } from './identity'
import { configuredProvider, PROVIDER_NAMES, type ConfiguredProvider, type OAuthOptions } from './providers'
import { createOAuthStateStore } from './statesStore'

/** The path the providers send the browser back to (a page of the app, which then calls POST /rest/auth/login). */
export const callbackPath = (provider: OAuthProvider) => `/login/callback/${provider}` as const

/** Third-party sign-in through the OAuth 2 authorization-code flow with state and PKCE (S256). */
export interface OAuthSignIn {
  /** The configured providers, in a fixed order. */
  readonly providers: readonly OAuthProvider[]
  /** Starts a flow returning to `{origin}/login/callback/{provider}`; null when the provider is not configured. */
  start(provider: OAuthProvider, origin: PublicOrigin): Promise<OAuthStartResponse | null>
  /**
   * Finishes a flow: uses up the state (live, single use, same provider), exchanges the code with the flow's
   * verifier and reads who signed in. Null for any failure (the reason goes to the log, never a code or token).
   */
  identify(provider: OAuthProvider, code: string, state: string): Promise<OAuthIdentity | null>
}

/** Why a finished flow failed, for the log: the provider's error code or the step that broke. */
const describe = (error: unknown): string => {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return `provider said ${error.code}`
  return error instanceof Error ? error.message.slice(0, 200) : 'unknown error'
}

/** The OAuth sign-in over the configured providers; `log` hears why a flow failed (default console.warn). */
export function createOAuthSignIn(db: Db, options: OAuthOptions, now: () => Date, log: (message: string) => void = console.warn): OAuthSignIn {
  const configured = new Map<OAuthProvider, ConfiguredProvider>()
  for (const provider of OAUTH_PROVIDERS) {
    const settings = options[provider]
    if (settings) configured.set(provider, configuredProvider(provider, settings))
  }
  const states = createOAuthStateStore(db, now)
  return {
    providers: [...configured.keys()],
    async start(provider, origin) {
      const settings = configured.get(provider)
      if (!settings) return null
      const redirectUri = publicLink(origin, callbackPath(provider))
      const flow = await states.start(provider, redirectUri)
      return { url: authorizationUrl(settings, redirectUri, flow).toString(), state: flow.state }
    },
    async identify(provider, code, state) {
      const settings = configured.get(provider)
      const flow = settings ? await states.redeem(provider, state) : null
      if (!settings || !flow) return null
      try {
        const accessToken = await exchangeCode(settings, flow.redirectUri, code, flow.codeVerifier)
        return readIdentity(provider, await fetchUserinfo(settings, accessToken))
      } catch (error) {
        log(`[auth] ${PROVIDER_NAMES[provider]} sign-in failed: ${describe(error)}`)
        return null
      }
    },
  }
}
