import type { Api } from '../api/transport'
import { HireAnswerSchema, HireFormTokenSchema, type HireAnswer, type HireFormToken, type HireRequest } from './schemas'

/** The hire form's calls (docs/api.md, "Hire"), signed in or not; each rejects with an ApiError. */
export interface HireApi {
  /** GET /rest/hire/form-token: a token saying when the form was opened (the server's time check). */
  formToken(): Promise<HireFormToken>
  /** POST /rest/hire: sends the form; the server stores it, routes it to a Pro and mails the acknowledgement. */
  send(request: HireRequest): Promise<HireAnswer>
}

/** Creates the hire calls over the app's API transport (createApi). */
export const createHireApi = (api: Api): HireApi => ({
  formToken: () => api.call({ method: 'GET', path: '/rest/hire/form-token', schema: HireFormTokenSchema, bearer: null }),
  send: (request) => api.call({ method: 'POST', path: '/rest/hire', body: request, schema: HireAnswerSchema, bearer: null }),
})
