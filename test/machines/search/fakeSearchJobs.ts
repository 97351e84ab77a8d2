import { fromPromise } from 'xstate'
import type { SearchJobsInput } from '../../../machines/search/searchPagination.machine'
import type { SearchResult } from '../../../core/search'

/** One request the machine made, held open until the test answers or fails it. */
export interface PendingSearch {
  readonly input: SearchJobsInput
  readonly signal: AbortSignal
  answer(result: SearchResult): void
  fail(error: unknown): void
}

/**
 * A `searchJobs` actor driven by the test: every request waits until the test settles it.
 * Asking for a request that was never made throws, so a test cannot pass by accident.
 */
export function createFakeSearchJobs() {
  const requests: PendingSearch[] = []
  const actor = fromPromise<SearchResult, SearchJobsInput>(
    ({ input, signal }) =>
      new Promise<SearchResult>((resolve, reject) => {
        requests.push({ input, signal, answer: resolve, fail: reject })
      }),
  )
  const request = (index: number): PendingSearch => {
    const found = requests[index]
    if (!found) throw new Error(`fake searchJobs: no request #${index} (only ${requests.length} made)`)
    return found
  }
  return {
    actor,
    requests,
    request,
    latest: () => request(requests.length - 1),
  }
}
