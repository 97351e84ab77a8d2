import type { AccountApi } from '../../core/api/account'
import type { AuthApi } from '../../core/api/auth'
import { createApiClient, type ApiClientDeps } from '../../core/api/client'
import type { ApiClient } from '../../core/api/contract'
import type { OAuthApi } from '../../core/api/oauth'

/** Builds a group of API calls over the app's transport (ports, token, 401 rule, notices). */
export type ApiFactory<T> = (deps: ApiClientDeps) => T

/**
 * The API factories the app actor builds its calls with, each once. The search client is built at start; the
 * sign-in, account and third-party calls are loaded on their first use (the first screen makes none of them).
 */
export interface AppApis {
  readonly createApiClient: ApiFactory<ApiClient>
  readonly loadAuthApi: () => Promise<ApiFactory<AuthApi>>
  readonly loadAccountApi: () => Promise<ApiFactory<AccountApi>>
  readonly loadOAuthApi: () => Promise<ApiFactory<OAuthApi>>
}

/** core/api's factories; the loaders are dynamic imports, so a bundler puts each group in its own chunk. */
export const hireflowApis: AppApis = {
  createApiClient,
  loadAuthApi: () => import('../../core/api/auth').then((calls) => calls.createAuthApi),
  loadAccountApi: () => import('../../core/api/account').then((calls) => calls.createAccountApi),
  loadOAuthApi: () => import('../../core/api/oauth').then((calls) => calls.createOAuthApi),
}
