import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, createMachine, fromPromise } from 'xstate'
import type { JobSummary, SearchResult } from '../../../core/search'
import {
  searchPaginationMachine,
  type SearchJobsInput,
  type SearchPaginationEvent,
} from '../../../machines/search/searchPagination.machine'
import { idsOf, searchPage } from '../../core/search/fixtures'

/** Two searches with disjoint jobs; 'nurse' repeats n2 across a page boundary. */
const catalogue: Record<string, string[]> = {
  nurse: ['n0', 'n1', 'n2', 'n2', 'n3', 'n4', 'n5', 'n6'],
  welder: ['w0', 'w1', 'w2', 'w3', 'w4'],
}
const PAGE_SIZE = 3

/** A well-behaved server: offset cursors, exact totals. */
function answer({ criteria, cursor }: SearchJobsInput): SearchResult {
  const all = catalogue[criteria.what ?? ''] ?? []
  const offset = cursor === null ? 0 : Number(cursor.slice(1))
  const next = offset + PAGE_SIZE
  return searchPage({
    ids: all.slice(offset, next),
    cursor: next < all.length ? `o${next}` : null,
    total: new Set(all).size,
  })
}

const userEventArb: fc.Arbitrary<SearchPaginationEvent> = fc.oneof(
  fc.constantFrom('nurse', 'welder').map((what) => ({ type: 'user.searchSubmitted' as const, criteria: { what } })),
  fc.constant({ type: 'user.nextPageRequested' as const }),
  fc.constant({ type: 'user.retryRequested' as const }),
)

interface Call {
  readonly signal: AbortSignal
  /** A newer search was submitted after this request was made: its answer must never show. */
  superseded: boolean
  /** The newer search came while this request was still unanswered: its signal must abort. */
  mustAbort: boolean
  settled: boolean
  documents: readonly JobSummary[]
}

/** A new search while a request is in flight aborts it, and none of its late results ever show. */
const cancelsTheSearchInFlight = (machine: typeof searchPaginationMachine) =>
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(userEventArb, { minLength: 1, maxLength: 25 }),
        fc.array(fc.boolean(), { maxLength: 30 }),
        async (s, userEvents, failures) => {
          const calls: Call[] = []
          const searchJobs = fromPromise<SearchResult, SearchJobsInput>(({ input, signal }) => {
            const call: Call = { signal, superseded: false, mustAbort: false, settled: false, documents: [] }
            const fails = failures[calls.length] ?? false
            calls.push(call)
            return s.schedule(Promise.resolve(), `answer #${calls.length} ${JSON.stringify(input)}`).then(() => {
              call.settled = true
              if (fails) throw new Error('server down')
              const result = answer(input)
              call.documents = result.documents
              return result
            })
          })
          const actor = createActor(machine.provide({ actors: { searchJobs } }))
          const problems: string[] = []
          actor.subscribe((snapshot) => {
            const { jobs, criteria } = snapshot.context
            const ids = idsOf(jobs)
            const expected = [...new Set(catalogue[criteria?.what ?? ''] ?? [])]
            if (ids.join() !== expected.slice(0, ids.length).join()) problems.push(`jobs ${ids} not a prefix of ${expected}`)
            const late = calls.filter((call) => call.superseded).flatMap((call) => call.documents)
            if (jobs.some((job) => late.includes(job))) problems.push('a superseded answer was shown')
          })
          actor.start()
          s.scheduleSequence(
            userEvents.map((event) => ({
              label: `send ${JSON.stringify(event)}`,
              builder: async () => {
                if (event.type === 'user.searchSubmitted') {
                  for (const call of calls) {
                    call.superseded = true
                    if (!call.settled) call.mustAbort = true
                  }
                }
                actor.send(event)
              },
            })),
          )
          await s.waitAll()
          const snapshot = actor.getSnapshot()
          actor.stop()
          expect(problems).toEqual([])
          expect(calls.filter((call) => call.mustAbort).every((call) => call.signal.aborted)).toBe(true)
          expect(snapshot.matches('loadingFirstPage') || snapshot.matches('loadingMore')).toBe(false)
        },
      )

/** Planted bug: a search submitted while the first page loads only swaps the criteria, leaving the old request running. */
function notCancellingMachine(): typeof searchPaginationMachine {
  const { config, implementations } = searchPaginationMachine
  const loadingFirstPage = {
    ...config.states!.loadingFirstPage,
    on: {
      'user.searchSubmitted': {
        actions: { type: 'startSearch', params: ({ event }: { event: { criteria: unknown } }) => ({ criteria: event.criteria }) },
      },
    },
  }
  const states = { ...config.states, loadingFirstPage }
  return createMachine({ ...config, states } as never, implementations as never) as never
}

describe('searchPaginationMachine racing the server (fc.scheduler)', () => {
  it('a new search aborts the one in flight and none of its late results ever show', async () => {
    await fc.assert(cancelsTheSearchInFlight(searchPaginationMachine), { numRuns: 200 })
  })

  it('the property bites: a machine that does not cancel is caught', async () => {
    const result = await fc.check(cancelsTheSearchInFlight(notCancellingMachine()), { numRuns: 500, seed: 3 })
    expect(result.failed).toBe(true)
  })
})
