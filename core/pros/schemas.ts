import * as v from 'valibot'
import { ResponseTimeSchema } from '../search'

/** A Pro's slug, as in /pro/{slug}. */
export const ProSlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/))

/** GET /rest/pros/{slug}: the Pro's landing page (docs/api.md, "Pros"). */
export const ProPageSchema = v.object({
  id: v.string(),
  name: v.string(),
  slug: v.string(),
  /** A portrait's address (null: the page draws a generated avatar) and where the face is (CSS object-position). */
  photoUrl: v.nullable(v.string()),
  photoFocus: v.string(),
  headline: v.string(),
  specialties: v.array(v.string()),
  /** Industry category ids (core/search facets) and "City, ST" places the Pro recruits in. */
  industries: v.array(v.string()),
  cities: v.array(v.string()),
  /** The response-time promise at the request's time (median over the last 90 days' answered applications). */
  responseTime: ResponseTimeSchema,
  /** How many of the Pro's jobs search shows now. */
  openJobs: v.number(),
})
export type ProPage = v.InferOutput<typeof ProPageSchema>
