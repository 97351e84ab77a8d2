import { Hono } from 'hono'
import { SearchCriteriaSchema } from '../../../core/search'
import { encodedJsonAnswers } from '../http/encodedJson'
import { invalidRequest } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import type { SearchIndex } from './searchIndex'

/** POST /rest/jobs/search */
export function searchRoutes(index: SearchIndex, now: () => Date): Hono {
  const routes = new Hono()
  // A cached first page is the same object every time: its JSON and compressed bytes are made once (encodedJson.ts).
  const answer = encodedJsonAnswers()
  routes.post(
    '/rest/jobs/search',
    async (c) => {
      const body = await parseJsonBody(c, SearchCriteriaSchema)
      if (!body.ok) return body.response
      const outcome = await index.search(body.value, now())
      if (outcome._tag === 'InvalidCursor') {
        return invalidRequest(c, 'The cursor is not valid for these criteria.', [{ path: 'cursor', message: 'Invalid cursor.' }])
      }
      return answer(c, outcome.result)
    },
  )
  return routes
}
