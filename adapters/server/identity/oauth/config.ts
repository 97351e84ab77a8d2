import { OAUTH_PROVIDERS, type OAuthProvider } from '../../../../core/identity'
import type { OAuthOptions, OAuthProviderOptions } from './providers'

const PREFIXES: Readonly<Record<OAuthProvider, string>> = { linkedin: 'LINKEDIN', microsoft: 'MICROSOFT', facebook: 'FACEBOOK' }

function readProvider(env: NodeJS.ProcessEnv, prefix: string): OAuthProviderOptions | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`]
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]
  if (!clientId || !clientSecret) return undefined
  return {
    clientId,
    clientSecret,
    authorizationEndpoint: env[`${prefix}_AUTHORIZATION_URL`] || undefined,
    tokenEndpoint: env[`${prefix}_TOKEN_URL`] || undefined,
    userinfoEndpoint: env[`${prefix}_USERINFO_URL`] || undefined,
  }
}

/**
 * {LINKEDIN,MICROSOFT,FACEBOOK}_CLIENT_ID and _CLIENT_SECRET turn a provider on; _AUTHORIZATION_URL, _TOKEN_URL
 * and _USERINFO_URL replace its real endpoints (tests point them at a local fake provider).
 */
export function readOAuthConfig(env: NodeJS.ProcessEnv): OAuthOptions {
  const entries = OAUTH_PROVIDERS.map((provider) => [provider, readProvider(env, PREFIXES[provider])] as const)
  return Object.fromEntries(entries.filter(([, options]) => options !== undefined))
}
