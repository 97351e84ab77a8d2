import { describe, expect, it } from 'vitest'
import { createActor, initialTransition, SimulatedClock } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { searchPaginationMachine, type SearchPaginationEvent } from '../../../machines/search/searchPagination.machine'
import { idsOf, searchPage } from '../../core/search/fixtures'
import { createFakeSearchJobs } from './fakeSearchJobs'
import { AUTO_RETRY_TIMER, autoRetryTimerFires, pageArrives, pageFails, run, type Step } from './searchPagination.properties'

/** Representative events: a search, paging, retry, three kinds of answer, a failure and the automatic retry's timer. */
const events = [
  { type: 'user.searchSubmitted', criteria: { what: 'nurse' } },
  { type: 'user.nextPageRequested' },
  { type: 'user.retryRequested' },
  pageArrives(searchPage({ ids: ['a', 'b'], cursor: 'c1', total: 10 })),
  pageArrives(searchPage({ ids: ['c'], cursor: null, total: 3 })),
  pageArrives(searchPage({ ids: [], total: 0, message: 'search.noMatches', alternativeIds: ['x'] })),
  pageFails,
  autoRetryTimerFires,
] as Step[] as SearchPaginationEvent[]

type Snapshot = ReturnType<typeof initialTransition<typeof searchPaginationMachine>>[0]

/** A state is its value plus whether any job is held (a failed first page differs from a failed later one). */
const serializeState = (snapshot: Snapshot) => `${String(snapshot.value)}${snapshot.context.jobs.length > 0 ? '+jobs' : ''}`
const options = { events, serializeState }

const stepsOf = (path: { steps: ReadonlyArray<{ event: unknown }> }) => path.steps.slice(1).map(({ event }) => event as Step)
const describeSteps = (steps: readonly Step[]) =>
  steps
    .map((step) => {
      if (step.type === 'xstate.done.actor.searchJobs') return `page[${idsOf(step.output.documents)}]`
      return step.type === 'xstate.error.actor.searchJobs' ? 'failure' : step.type.replace('user.', '')
    })
    .join(' > ')

/** Graph states are keyed by the lossy serializer above, so each path's end is recomputed exactly. */
const endOf = (steps: readonly Step[]) => run(searchPaginationMachine, steps).at(-1)?.after ?? initialTransition(searchPaginationMachine)[0]

const shortestPaths = getShortestPaths(searchPaginationMachine, options)

describe('search pagination paths (xstate/graph)', () => {
  it('reaches every state of the machine', () => {
    const reached = new Set(shortestPaths.map((path) => String(path.state.value)))
    expect([...reached].sort()).toEqual(Object.keys(searchPaginationMachine.root.states).sort())
  })

  it('reaches each state by the expected shortest path, and the path really ends there', () => {
    const byEnd: Record<string, string> = {}
    for (const path of shortestPaths) {
      const steps = stepsOf(path)
      expect(serializeState(endOf(steps))).toBe(serializeState(path.state))
      byEnd[serializeState(path.state)] = describeSteps(steps)
    }
    expect(byEnd).toEqual({
      idle: '',
      loadingFirstPage: 'searchSubmitted',
      'showingResults+jobs': 'searchSubmitted > page[a,b]',
      'exhausted+jobs': 'searchSubmitted > page[c]',
      exhausted: 'searchSubmitted > page[]',
      failed: 'searchSubmitted > failure',
      'loadingMore+jobs': 'searchSubmitted > page[a,b] > nextPageRequested',
      'failed+jobs': 'searchSubmitted > page[a,b] > nextPageRequested > failure',
    })
  })

  it('ends every simple path in a state consistent with its context', () => {
    const paths = getSimplePaths(searchPaginationMachine, options)
    expect(paths.length).toBeGreaterThan(shortestPaths.length)
    for (const path of paths) {
      const end = endOf(stepsOf(path))
      expect(serializeState(end)).toBe(serializeState(path.state))
      expect(end.matches('exhausted')).toBe(end.context.complete)
      expect(end.matches('failed')).toBe(end.context.error === 'search.somethingWentWrong')
      if (end.matches('showingResults') || end.matches('loadingMore')) expect(end.context.cursor).not.toBeNull()
      if (end.matches('exhausted') && end.context.pagesLoaded === 1 && end.context.jobs.length === 0) {
        expect(end.context.message).toBe('search.noMatches')
      }
    }
  })

  it('replays every shortest path on a running actor and lands in the same state with the same jobs', async () => {
    for (const path of shortestPaths) {
      const fake = createFakeSearchJobs()
      const clock = new SimulatedClock()
      const actor = createActor(searchPaginationMachine.provide({ actors: { searchJobs: fake.actor } }), { clock }).start()
      const steps = stepsOf(path)
      for (const step of steps) {
        if (step.type === 'xstate.done.actor.searchJobs') fake.latest().answer(step.output)
        else if (step.type === 'xstate.error.actor.searchJobs') fake.latest().fail(step.error)
        else if (step.type === AUTO_RETRY_TIMER) clock.increment(10_000)
        else actor.send(step)
        await new Promise((resolve) => setTimeout(resolve, 0))
      }
      expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.state))
      expect(idsOf(actor.getSnapshot().context.jobs)).toEqual(idsOf(endOf(steps).context.jobs))
      actor.stop()
    }
  })
})
