import { Hono, type Context } from 'hono'
import { etag } from 'hono/etag'
import * as v from 'valibot'
import { SUGGESTION_LIMITS } from '../../../core/constants'
import { SuggestionQuerySchema, type Suggestion, type Suggestions } from '../../../core/search'
import { invalidRequest, toIssues } from '../http/errors'
import { suggestPlaces } from '../geo/placeSuggestions'
import type { SearchIndex } from './searchIndex'

/** Suggestions change only when jobs do; a minute of caching spares the server a user's repeated keystrokes. */
const CACHE_CONTROL = 'public, max-age=60'

/** GET /rest/suggestions/what?q=... (titles and skills) and GET /rest/suggestions/where?q=... (the gazetteer). */
export function suggestionRoutes(index: SearchIndex): Hono {
  const routes = new Hono()
  const answer = async (c: Context, suggest: (typed: string, limit: number) => Promise<Suggestion[]> | Suggestion[]) => {
    const query = v.safeParse(SuggestionQuerySchema, { q: c.req.query('q') ?? '' })
    if (!query.success) return invalidRequest(c, 'The query is not valid.', toIssues(query.issues))
    const body: Suggestions = { suggestions: await suggest(query.output.q, SUGGESTION_LIMITS.maxSuggestions) }
    c.header('Cache-Control', CACHE_CONTROL)
    return c.json(body)
  }
  // A weak ETag (the body before compression): a revalidation after max-age answers 304 without the list.
  routes.get('/rest/suggestions/what', etag({ weak: true }), (c) => answer(c, (typed, limit) => index.suggestWhat(typed, limit)))
  routes.get('/rest/suggestions/where', etag({ weak: true }), (c) => answer(c, suggestPlaces))
  return routes
}
