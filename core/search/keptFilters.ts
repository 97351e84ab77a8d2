import * as v from 'valibot'
import { LivesInSchema, type LivesIn } from './schemas'

/**
 * The filters a kept search (a recent or favorite search, a job alert) carries beside what and where: the questions
 * of work authorization and where the worker may live (issue 13), checked as the search's own. Absent: not asked.
 * Its own module of pure calls: the first screen imports core/search and must not carry it.
 */
export const KEPT_FILTER_ENTRIES = {
  visaSponsorship: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.literal(true)),
  livesIn: /* @__PURE__ */ v.optional(LivesInSchema),
}
export interface KeptFilters {
  readonly visaSponsorship?: true
  readonly livesIn?: LivesIn
}

/**
 * Only the kept filters that are set and well formed (a `false`, null or unknown one is left out), from any value
 * carrying them (a stored row, a device's kept search).
 */
export const keptFiltersOf = (from: { readonly visaSponsorship?: boolean | null; readonly livesIn?: string | null }): KeptFilters => ({
  ...(from.visaSponsorship === true ? { visaSponsorship: true as const } : {}),
  ...(typeof from.livesIn === 'string' && /^(us|abroad|[A-Z]{2})$/.test(from.livesIn) ? { livesIn: from.livesIn } : {}),
})
