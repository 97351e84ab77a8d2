import { signedInOnly } from '../api/signedInOnly'
import type { Api } from '../api/transport'
import type { PartnerApply } from '../applications'
import { ClaimAnswersSchema, type ClaimAnswer } from './schemas'

/** The claims calls (docs/api.md, "Claims"), signed in (a full session). Each rejects with an ApiError. */
export interface ClaimsApi {
  /** POST /rest/interview/check-claims: one answer per claim, in any order. */
  check(claims: readonly PartnerApply[]): Promise<readonly ClaimAnswer[]>
  /** POST /rest/interview/claims/confirm: the mailed code for the applications waiting for it; one answer per id. */
  confirm(ids: readonly string[], code: string): Promise<readonly ClaimAnswer[]>
}

/** Creates the claims calls over the app's API transport (createApi). */
export const createClaimsApi = (transport: Api): ClaimsApi => {
  // For a full session only (adapters/server): none of these goes out without a token (core/api/signedInOnly.ts).
  const api = signedInOnly(transport)
  return {
    check: (claims) => api.call({ method: 'POST', path: '/rest/interview/check-claims', body: { claims }, schema: ClaimAnswersSchema }),
    confirm: (ids, code) => api.call({ method: 'POST', path: '/rest/interview/claims/confirm', body: { ids, code }, schema: ClaimAnswersSchema }),
  }
}
