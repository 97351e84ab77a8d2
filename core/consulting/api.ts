import type { Api } from '../api/transport'
import { ConsultingEnrolledSchema, type ConsultingEnrolled, type ConsultingEnrolmentRequest } from './schemas'

/** The consulting enrolment's call (docs/api.md, "Consulting"); rejects with an ApiError. */
export interface ConsultingApi {
  /** POST /rest/consulting/enrolments: stores the enrolment (again for the same email: replaced). */
  enrol(request: ConsultingEnrolmentRequest): Promise<ConsultingEnrolled>
}

export const createConsultingApi = (api: Api): ConsultingApi => ({
  enrol: (request) => api.call({ method: 'POST', path: '/rest/consulting/enrolments', body: request, schema: ConsultingEnrolledSchema }),
})
