import * as v from 'valibot'
import { JobSummarySchema } from '../search'

/**
 * Why a job is recommended, as data the client words with the catalogue (`recommendations.reason.<kind>`): the
 * profile's title or skill it matches, the place it is near, the search or applied job it is like.
 */
export const RECOMMENDATION_REASONS = ['title', 'skill', 'location', 'search', 'applied'] as const
export const RecommendationReasonSchema = v.object({
  kind: v.picklist(RECOMMENDATION_REASONS),
  /** What it matches: a title, a skill, "City, ST", the search's words, the applied job's title. */
  value: v.string(),
})
export type RecommendationReason = v.InferOutput<typeof RecommendationReasonSchema>

/** One recommended job with the one reason its card shows. */
export const RecommendationSchema = v.object({ job: JobSummarySchema, reason: RecommendationReasonSchema })
export type Recommendation = v.InferOutput<typeof RecommendationSchema>

/** GET /rest/recommendations's answer: best first; empty when nothing is known of the person yet. */
export const RecommendationsAnswerSchema = v.object({ recommendations: v.array(RecommendationSchema) })
export type RecommendationsAnswer = v.InferOutput<typeof RecommendationsAnswerSchema>

/** How many jobs the answer holds at most. */
export const RECOMMENDATIONS_LIMIT = 6
