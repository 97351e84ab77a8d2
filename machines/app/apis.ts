import type { AccountApi } from '../../core/accounts'
import { createApi, type Api, type ApiClientDeps } from '../../core/api'
import type { AuthApi, OAuthApi } from '../../core/identity'
import type { SavedJobsApi } from '../../core/savedJobs'
import { createSearchApi, type SearchApi, type SuggestionsApi } from '../../core/search'

/** Builds a domain's calls over the app's one transport (core/api's `Api`: ports, token, 401 rule, notices). */
export type ApiFactory<T> = (api: Api) => T

/**
 * The transport and the domain API factories the app actor builds its calls with, each once: one `createApi(deps)`
 * (one notice board, so one reconnecting or slow-request toast per app), the search calls built from it at start;
 * the sign-in, account and third-party calls are loaded on their first use (the first screen makes none of them).
 */
export interface AppApis {
  readonly createApi: (deps: ApiClientDeps) => Api
  readonly createSearchApi: ApiFactory<SearchApi>
  readonly loadAuthApi: () => Promise<ApiFactory<AuthApi>>
  readonly loadAccountApi: () => Promise<ApiFactory<AccountApi>>
  readonly loadOAuthApi: () => Promise<ApiFactory<OAuthApi>>
  /** The saved-jobs calls, loaded with the saved-jobs machine; default core/savedJobs'. */
  readonly loadSavedJobsApi?: () => Promise<ApiFactory<SavedJobsApi>>
  /** The search form's autocomplete call, loaded on the first keystroke in a field; default core/search's. */
  readonly loadSuggestionsApi?: () => Promise<ApiFactory<SuggestionsApi>>
}

/**
 * core's factories, reached through each domain's index; the loaders are dynamic imports, so a bundler puts
 * core/identity and core/accounts in chunks of their own.
 */
export const hireflowApis: AppApis = {
  createApi,
  createSearchApi,
  loadAuthApi: () => import('../../core/identity').then((calls) => calls.createAuthApi),
  loadAccountApi: () => import('../../core/accounts').then((calls) => calls.createAccountApi),
  loadOAuthApi: () => import('../../core/identity').then((calls) => calls.createOAuthApi),
  loadSavedJobsApi: () => import('../../core/savedJobs').then((calls) => calls.createSavedJobsApi),
  loadSuggestionsApi: () => import('./suggestionsApi').then((calls) => calls.createSuggestionsApi),
}
