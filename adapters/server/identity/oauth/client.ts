import { createHmac } from 'node:crypto'
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError, OAuth2Tokens } from 'arctic'
import type { ConfiguredProvider } from './providers'
import type { StartedFlow } from './statesStore'

/** How long a call to a provider's token or userinfo endpoint may take. */
const PROVIDER_TIMEOUT_MS = 10_000

/** The provider's authorization URL for a started flow: state, and PKCE with the S256 challenge of its verifier. */
export function authorizationUrl(provider: ConfiguredProvider, redirectUri: string, flow: StartedFlow): URL {
  const client = new OAuth2Client(provider.clientId, provider.clientSecret, redirectUri)
  return client.createAuthorizationURLWithPKCE(provider.authorizationEndpoint, flow.state, CodeChallengeMethod.S256, flow.codeVerifier, [...provider.scopes])
}

const errorCode = (data: unknown, status: number) =>
  typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'string' ? data.error.slice(0, 100) : `http ${status}`

/** The token request with the client secret in the body (client_secret_post), which arctic's generic client lacks. */
async function exchangeWithSecretInBody(provider: ConfiguredProvider, redirectUri: string, code: string, codeVerifier: string): Promise<OAuth2Tokens> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: codeVerifier,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
  })
  const response = await fetch(provider.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  })
  const data: unknown = await response.json().catch(() => null)
  if (response.status !== 200 || typeof data !== 'object' || data === null) throw new OAuth2RequestError(errorCode(data, response.status), null, null, null)
  return new OAuth2Tokens(data)
}

/** Exchanges the authorization code (with the flow's PKCE verifier) for the provider's access token. */
export async function exchangeCode(provider: ConfiguredProvider, redirectUri: string, code: string, codeVerifier: string): Promise<string> {
  const tokens =
    provider.clientAuthentication === 'basic'
      ? await new OAuth2Client(provider.clientId, provider.clientSecret, redirectUri).validateAuthorizationCode(provider.tokenEndpoint, code, codeVerifier)
      : await exchangeWithSecretInBody(provider, redirectUri, code, codeVerifier)
  return tokens.accessToken()
}

/** GETs the provider's userinfo (or Graph /me) with the access token; Facebook calls carry the appsecret_proof. */
export async function fetchUserinfo(provider: ConfiguredProvider, accessToken: string): Promise<unknown> {
  const url = new URL(provider.userinfoEndpoint)
  if (provider.provider === 'facebook') {
    url.searchParams.set('appsecret_proof', createHmac('sha256', provider.clientSecret).update(accessToken).digest('hex'))
  }
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  })
  if (response.status !== 200) {
    await response.body?.cancel()
    throw new Error(`userinfo answered ${response.status}`)
  }
  return response.json()
}
