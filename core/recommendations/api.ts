import { signedInOnly } from '../api/signedInOnly'
import type { Api } from '../api/transport'
import { RecommendationsAnswerSchema, type Recommendation } from './schemas'

/** The recommendation call (docs/api.md, "Recommended jobs"), signed in; rejects with an ApiError. */
export interface RecommendationsApi {
  /** GET /rest/recommendations: jobs for the signed-in person, best first, each with its reason. */
  list(): Promise<readonly Recommendation[]>
}

/** Creates the recommendation call over the app's API transport (createApi). */
export const createRecommendationsApi = (api: Api): RecommendationsApi => ({
  list: () => signedInOnly(api).call({ method: 'GET', path: '/rest/recommendations', schema: RecommendationsAnswerSchema }).then((answer) => answer.recommendations),
})
