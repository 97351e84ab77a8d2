import type { Api } from './transport'

/**
 * The transport for a domain whose every call is for a signed-in session only (accounts, the professional profile,
 * recommendations, notifications, saved jobs, recent searches, job alerts, applications, resumes, claims): each call
 * is marked `signedIn`, so once the session is gone it is refused without being sent instead of going out without a
 * token (runApiCall). A module of its own: only the signed-in domains' chunks import it, so the first screen carries
 * none of it (in core/api/transport.ts it sat in the app chunk).
 */
export const signedInOnly = (api: Api): Api => ({
  // A call naming its own bearer (null: a credentials call such as /rest/job-alerts/by-email) is left as it is.
  call: (apiCall) => api.call(apiCall.bearer === undefined ? { ...apiCall, signedIn: true } : apiCall),
})
