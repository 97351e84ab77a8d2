import { ApplyAnswerSchema, type ApplyAnswer } from '../applications'
import type { Api } from '../api/transport'
import type { AbortSignalLike } from '../ports/http'
import { ApplyContextSchema, OneClickStatusSchema, type ApplyContext, type ApplySubmit } from './schemas'

/** The apply calls (docs/api.md, "Applying"), with the current token when there is one; each rejects with an ApiError. */
export interface ApplyApi {
  /** GET /rest/apply/jobs/{jobId}: the job, whether it is open, and the signed-in caller's prefill and 1-Click status. */
  context(jobId: string, options?: { readonly signal?: AbortSignalLike }): Promise<ApplyContext>
  /** GET /rest/apply/one-click: whether the signed-in user may 1-Click Apply. */
  oneClickEligible(): Promise<boolean>
  /** POST /rest/applications: applies (idempotent on the request's key); answers the application and its interview path. */
  submit(request: ApplySubmit): Promise<ApplyAnswer>
}

export const createApplyApi = (api: Api): ApplyApi => ({
  context: (jobId, options) =>
    api.call({ method: 'GET', path: `/rest/apply/jobs/${encodeURIComponent(jobId)}`, schema: ApplyContextSchema, signal: options?.signal }),
  oneClickEligible: () => api.call({ method: 'GET', path: '/rest/apply/one-click', schema: OneClickStatusSchema }).then((answer) => answer.eligible),
  submit: (request) => api.call({ method: 'POST', path: '/rest/applications', body: request, schema: ApplyAnswerSchema }),
})
