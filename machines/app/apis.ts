import type { AccountApi } from '../../core/accounts'
import { createApi, type Api, type ApiClientDeps } from '../../core/api'
import type { AuthApi, OAuthApi } from '../../core/identity'
import type { ProfileApi } from '../../core/profile'
import type { HireApi } from '../../core/hire'
import type { ConsultingApi } from '../../core/consulting'
import type { RecommendationsApi } from '../../core/recommendations'
import type { SavedJobsApi } from '../../core/savedJobs'
import type { SearchesApi } from '../../core/searches'
import type { AlertsApi, OptApi } from '../../core/alerts'
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
  /** The recent and favorite searches' calls, loaded with their machine; default core/searches'. */
  readonly loadSearchesApi?: () => Promise<ApiFactory<SearchesApi>>
  /** The job alert, communication and /opt calls, loaded with the communication pages; default core/alerts'. */
  readonly loadAlertsApi?: () => Promise<{ readonly alerts: ApiFactory<AlertsApi>; readonly opt: ApiFactory<OptApi> }>
  /** The search form's autocomplete call, loaded on the first keystroke in a field; default core/search's. */
  readonly loadSuggestionsApi?: () => Promise<ApiFactory<SuggestionsApi>>
  /** The professional profile's calls, loaded with the first profile screen; default core/profile's. */
  readonly loadProfileApi?: () => Promise<ApiFactory<ProfileApi>>
  /** The hire form's calls, loaded with the hire page; default core/hire's. */
  readonly loadHireApi?: () => Promise<ApiFactory<HireApi>>
  /** The consulting enrolment's call, loaded with the enrolment; default core/consulting's. */
  readonly loadConsultingApi?: () => Promise<ApiFactory<ConsultingApi>>
  /** The recommendation call, loaded with the "Recommended for you" section; default core/recommendations'. */
  readonly loadRecommendationsApi?: () => Promise<ApiFactory<RecommendationsApi>>
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
  loadSearchesApi: () => import('../../core/searches').then((calls) => calls.createSearchesApi),
  loadAlertsApi: () => import('../../core/alerts').then((calls) => ({ alerts: calls.createAlertsApi, opt: calls.createOptApi })),
  loadSuggestionsApi: () => import('./suggestionsApi').then((calls) => calls.createSuggestionsApi),
  loadProfileApi: () => import('../../core/profile').then((calls) => calls.createProfileApi),
  loadRecommendationsApi: () => import('../../core/recommendations').then((calls) => calls.createRecommendationsApi),
  loadHireApi: () => import('../../core/hire').then((calls) => calls.createHireApi),
  loadConsultingApi: () => import('../../core/consulting').then((calls) => calls.createConsultingApi),
}
