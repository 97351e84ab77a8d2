import { Hono } from 'hono'
import { SearchCriteriaSchema } from '../../../core/search'
import { EncodedJson, sendEncodedJson } from '../http/encodedJson'
import { invalidRequest } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import type { EncodedSearches, EncodedSearchOutcome, SearchIndex } from './searchIndex'

/** POST /rest/jobs/search */
export function searchRoutes(index: SearchIndex | (SearchIndex & EncodedSearches), now: () => Date): Hono {
  const routes = new Hono()
  // A cached first page comes as the bytes to send (cachedSearchIndex.ts); any other index's answer is encoded here.
  const search = 'searchEncoded' in index ? index.searchEncoded.bind(index) : async (criteria: Parameters<SearchIndex['search']>[0], at: Date): Promise<EncodedSearchOutcome> => {
    const outcome = await index.search(criteria, at)
    return outcome._tag === 'SearchAnswered' ? { _tag: 'SearchAnswered', answer: EncodedJson.of(outcome.result) } : outcome
  }
  routes.post(
    '/rest/jobs/search',
    async (c) => {
      const body = await parseJsonBody(c, SearchCriteriaSchema)
      if (!body.ok) return body.response
      const outcome = await search(body.value, now())
      if (outcome._tag === 'InvalidCursor') {
        return invalidRequest(c, 'The cursor is not valid for these criteria.', [{ path: 'cursor', message: 'Invalid cursor.' }])
      }
      return sendEncodedJson(c, outcome.answer)
    },
  )
  return routes
}
