/**
 * The industry categories a profile's goals name: the same ids and names as the jobs' (core/search/facets.ts, spec
 * section 3: about 28), so a goal and a search filter speak of one list.
 */
export { INDUSTRIES, type Industry } from '../search'
import type { Industry } from '../search'

/** The catalogue id of an industry's name. */
export const industryMessage = (industry: Industry) => `search.industry.${industry}` as const
