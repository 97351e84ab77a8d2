import {
  OAuthStartResponseSchema,
  ProvidersResponseSchema,
  type OAuthProvider,
  type OAuthStartResponse,
  type ProvidersResponse,
} from './schemas'
import type { Api } from '../api/transport'

/**
 * Third-party sign-in calls (docs/api.md). The flow finishes with AuthApi.login({ provider, code, state }).
 * Methods reject with an ApiError.
 */
export interface OAuthApi {
  /** GET /rest/auth/providers: the configured sign-in providers and Google's client id; fetched once, then shared. */
  providers(): Promise<ProvidersResponse>
  /** POST /rest/auth/oauth/{provider}/start: the provider's authorization URL and the flow's state. */
  start(provider: OAuthProvider): Promise<OAuthStartResponse>
}

/** Creates the third-party sign-in calls over the app's API transport (createApi). */
export const createOAuthApi = (api: Api): OAuthApi => {
  let providers: Promise<ProvidersResponse> | null = null
  return {
    providers() {
      // A failed answer is forgotten, so the next caller asks again.
      providers ??= api.call({ method: 'GET', path: '/rest/auth/providers', schema: ProvidersResponseSchema }).catch((error: unknown) => {
        providers = null
        throw error
      })
      return providers
    },
    start: (provider) => api.call({ method: 'POST', path: `/rest/auth/oauth/${provider}/start`, body: {}, schema: OAuthStartResponseSchema }),
  }
}
