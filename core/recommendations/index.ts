/**
 * Recommended jobs: the answer's schema (each job with the one reason its card shows) and the call. Loaded with the
 * "Recommended for you" section, after the first paint and only for a signed-in person (ui/features/recommendations).
 */
export * from './schemas'
export { createRecommendationsApi, type RecommendationsApi } from './api'
