import { json } from '../../adapters/memory'
import type { Scenario } from '../scenario'

export const searchPaginationScenarios: Scenario[] = [
  {
    id: 'searchPagination.toTheEnd',
    machine: 'searchPagination',
    title: 'Paging to the last result',
    description: 'A search for nurses shows two jobs, "Show more jobs" brings the third, and the list is complete.',
    path: '/search?what=nurse',
    start: ({ app }) => void app.search({ what: 'nurse' }),
    steps: [{ send: { type: 'user.nextPageRequested' } }],
    payloads: { 'user.searchSubmitted': { criteria: { what: 'nurse' } } },
  },
  {
    id: 'searchPagination.failedThenRetried',
    machine: 'searchPagination',
    title: 'A failed search, retried',
    description: 'The server answers 500 to the first search: the page says something went wrong; the retry works.',
    path: '/search?what=nurse',
    seed: ({ http }) => {
      let calls = 0
      http.on('POST', '/rest/jobs/search', () => {
        calls += 1
        return calls <= 1 ? json(500, { error: { code: 'server.error', message: 'boom' } }) : json(200, { documents: [], hits: { total: { value: 0, relation: 'eq' } }, cursor: null, complete: true, message: null, alternatives: [] })
      })
    },
    start: ({ app }) => void app.search({ what: 'nurse' }),
    steps: [{ advance: 10_000 }, { send: { type: 'user.retryRequested' } }],
  },
]
