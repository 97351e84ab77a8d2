import { json } from '../../adapters/memory'
import type { HttpResponse } from '../../core/ports/http'
import type { Scenario } from '../scenario'
import { searchAnswer } from '../seeds'

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
    id: 'searchPagination.slowAnswer',
    machine: 'searchPagination',
    title: 'A slow answer',
    description: 'The server takes 8 s to answer: after 5 s the page says the search is taking longer than usual; then the jobs arrive.',
    path: '/search?what=nurse',
    seed: ({ http, clock }) =>
      void http.on('POST', '/rest/jobs/search', (request, params) =>
        new Promise<HttpResponse>((resolve) => clock.setTimeout(() => resolve(searchAnswer(request, params)), 8_000)),
      ),
    start: ({ app }) => void app.search({ what: 'nurse' }),
    steps: [{ advance: 5_000 }, { advance: 3_000 }],
    pictured: [1, 2],
  },
  {
    id: 'searchPagination.failedThenRetried',
    machine: 'searchPagination',
    title: 'A failed search, retried',
    description: 'The server answers 500 to the first search: the page says something went wrong; the retry works.',
    path: '/search?what=nurse',
    seed: ({ http }) => {
      let calls = 0
      http.on('POST', '/rest/jobs/search', (request, params) => {
        calls += 1
        return calls <= 1 ? json(500, { error: { code: 'server.error', message: 'boom' } }) : searchAnswer(request, params)
      })
    },
    start: ({ app }) => void app.search({ what: 'nurse' }),
    steps: [{ advance: 10_000 }, { send: { type: 'user.retryRequested' } }],
  },
]
