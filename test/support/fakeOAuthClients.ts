/** The clients and endpoints of the fake OAuth provider (test/support/fakeOAuthProvider.ts), without starting it. */
export type FakeProvider = 'linkedin' | 'microsoft' | 'facebook'
export const FAKE_PROVIDERS: readonly FakeProvider[] = ['linkedin', 'microsoft', 'facebook']

/** Where the fake beside the app server on `appPort` listens: that port + 2000 (each e2e worker's server has its own). */
export const fakeOAuthOrigin = (appPort: number): string => `http://127.0.0.1:${appPort + 2000}`

/** A client registered at the fake provider: what the app's {P}_CLIENT_ID and {P}_CLIENT_SECRET must be. */
export const fakeClient = (provider: FakeProvider) => ({ clientId: `hireflow-${provider}`, clientSecret: `${provider}-secret-for-tests` })

/** The fake's endpoints for `provider` when it listens on `origin`. */
export const fakeEndpoints = (origin: string, provider: FakeProvider) => ({
  authorizationEndpoint: `${origin}/${provider}/authorize`,
  tokenEndpoint: `${origin}/${provider}/token`,
  userinfoEndpoint: `${origin}/${provider}/userinfo${provider === 'facebook' ? '?fields=id,name,email,first_name,last_name' : ''}`,
})

/** The app server's environment that points every provider at a fake listening on `origin`. */
export function fakeOAuthEnv(origin: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const provider of FAKE_PROVIDERS) {
    const prefix = provider.toUpperCase()
    const endpoints = fakeEndpoints(origin, provider)
    env[`${prefix}_CLIENT_ID`] = fakeClient(provider).clientId
    env[`${prefix}_CLIENT_SECRET`] = fakeClient(provider).clientSecret
    env[`${prefix}_AUTHORIZATION_URL`] = endpoints.authorizationEndpoint
    env[`${prefix}_TOKEN_URL`] = endpoints.tokenEndpoint
    env[`${prefix}_USERINFO_URL`] = endpoints.userinfoEndpoint
  }
  return env
}
