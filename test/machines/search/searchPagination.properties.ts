import fc from 'fast-check'
import type { initialTransition } from 'xstate'
import type { SearchResult } from '../../../core/search'
import { SEARCH_AUTO_RETRIES, type SearchPaginationEvent, type SearchPaginationMachine } from '../../../machines/search/searchPagination.machine'
import { pageArbitrary } from '../../core/search/mergePage.properties'
import { idsOf } from '../../core/search/fixtures'
import { everyStep, invariantsProperty, traceOf, type TraceEntry } from '../propertyHarness'

/** What reaches the machine: a user event, or the invoked searchJobs actor settling. */
export type Step =
  | SearchPaginationEvent
  | { type: 'xstate.done.actor.searchJobs'; output: SearchResult }
  | { type: 'xstate.error.actor.searchJobs'; error: unknown }
  | { type: typeof AUTO_RETRY_TIMER }

/** The `failed` state's automatic retry timer firing (pure transition: the delayed event itself). */
export const AUTO_RETRY_TIMER = 'xstate.after.autoRetryDelay.searchPagination.failed' as const
export const autoRetryTimerFires: Step = { type: AUTO_RETRY_TIMER }

export const pageArrives = (output: SearchResult): Step => ({ type: 'xstate.done.actor.searchJobs', output })
export const pageFails: Step = { type: 'xstate.error.actor.searchJobs', error: { _tag: 'NetworkError' } }
/** A failure retrying cannot get past: the server refused the criteria. */
export const pageRefused: Step = { type: 'xstate.error.actor.searchJobs', error: { _tag: 'HttpError', status: 400 } }
export const serverFails: Step = { type: 'xstate.error.actor.searchJobs', error: { _tag: 'HttpError', status: 500 } }

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('nurse', 'welder').map((what): Step => ({ type: 'user.searchSubmitted', criteria: { what } })) },
  { weight: 6, arbitrary: fc.constant<Step>({ type: 'user.nextPageRequested' }) },
  { weight: 2, arbitrary: fc.constant<Step>({ type: 'user.retryRequested' }) },
  { weight: 8, arbitrary: pageArbitrary({ ids: 60, cursors: 60, maxTotal: 120, endsRarely: true }).map(pageArrives) },
  { weight: 1, arbitrary: fc.constantFrom(pageFails, serverFails, pageRefused) },
  { weight: 2, arbitrary: fc.constant(autoRetryTimerFires) },
)

/** Random event sequences, starting with a search so most of them page. */
export const stepsArb = fc
  .tuple(stepArb.filter((step) => step.type === 'user.searchSubmitted'), fc.array(stepArb, { minLength: 5, maxLength: 60, size: 'max' }))
  .map(([first, rest]) => [first, ...rest])

type Snapshot = ReturnType<typeof initialTransition<SearchPaginationMachine>>[0]

/** Every snapshot the pure transition function goes through, with the step that led there. */
export const run = (machine: SearchPaginationMachine, steps: readonly Step[]): Array<TraceEntry<Step, Snapshot>> =>
  traceOf<SearchPaginationMachine, Step, Snapshot>(machine, undefined, steps, everyStep)

const isTransient = (error: unknown) => {
  const tagged = error as { _tag?: string; status?: number }
  return tagged._tag === 'NetworkError' || (tagged._tag === 'HttpError' && (tagged.status ?? 0) >= 500)
}

const isLoading = (snapshot: Snapshot) => snapshot.matches('loadingFirstPage') || snapshot.matches('loadingMore')
const hasDuplicates = (ids: readonly string[]) => new Set(ids).size !== ids.length

type Trace = ReturnType<typeof run>

/** The paging invariants, each checked over a whole trace. */
const pageInvariants = {
  neverHoldsADuplicateId: (trace: Trace) => trace.every(({ after }) => !hasDuplicates(idsOf(after.context.jobs))),
  resultsShrinkOnlyOnANewSearch: (trace: Trace) =>
    trace.every(({ step, before, after }) => {
      if (step.type === 'user.searchSubmitted') return after.context.jobs.length === 0 && after.context.pagesLoaded === 0
      const kept = idsOf(before.context.jobs)
      return idsOf(after.context.jobs).slice(0, kept.length).join() === kept.join()
    }),
  holdsExactlyTheNewJobsOfAcceptedPages: (trace: Trace) => {
    let expected: string[] = []
    return trace.every(({ step, before, after }) => {
      if (step.type === 'user.searchSubmitted') expected = []
      if (step.type === 'xstate.done.actor.searchJobs' && isLoading(before)) {
        expected = [...new Set([...expected, ...idsOf(step.output.documents)])]
      }
      return idsOf(after.context.jobs).join() === expected.join()
    })
  },
  exhaustedExactlyWhenComplete: (trace: Trace) =>
    trace.every(
      ({ after }) =>
        after.matches('exhausted') === after.context.complete && (!after.context.complete || after.context.cursor === null),
    ),
  errorHeldExactlyWhenFailed: (trace: Trace) =>
    trace.every(({ after }) =>
      after.matches('failed') ? after.context.error === 'search.somethingWentWrong' : after.context.error === null,
    ),
  cursorOnlyAdvances: (trace: Trace) => {
    let requested: string[] = []
    return trace.every(({ step, before, after }) => {
      if (step.type === 'user.searchSubmitted') requested = []
      if (!after.matches('loadingMore') || before.matches('loadingMore')) return true
      const cursor = after.context.cursor
      if (cursor === null) return false
      const isRetryOfTheLastPage = before.matches('failed') && cursor === requested[requested.length - 1]
      if (!isRetryOfTheLastPage && requested.includes(cursor)) return false
      requested.push(cursor)
      return true
    })
  },
}

/** Invariants of the automatic retry, with a model that only remembers the last failure and counts the timer's retries. */
const autoRetryInvariants = {
  retriesByItselfOnlyAfterAFailureThatMayPass: (trace: Trace) => {
    let lastFailureMayPass = false
    return trace.every(({ step, before, after }) => {
      if (step.type === 'xstate.error.actor.searchJobs' && isLoading(before)) lastFailureMayPass = isTransient(step.error)
      const retriedByItself = step.type === AUTO_RETRY_TIMER && before.matches('failed') && isLoading(after)
      return !retriedByItself || lastFailureMayPass
    })
  },
  retriesAFailureThatMayPassUpToTheCap: (trace: Trace) => {
    let retries = 0
    let lastFailureMayPass = false
    return trace.every(({ step, before, after }) => {
      if (step.type === 'xstate.error.actor.searchJobs' && isLoading(before)) lastFailureMayPass = isTransient(step.error)
      const userRetried = step.type === 'user.retryRequested' && before.matches('failed')
      const pageArrived = step.type === 'xstate.done.actor.searchJobs' && isLoading(before)
      if (step.type === 'user.searchSubmitted' || userRetried || pageArrived) retries = 0
      const timerInFailed = step.type === AUTO_RETRY_TIMER && before.matches('failed')
      const shouldRetry = timerInFailed && lastFailureMayPass && retries < SEARCH_AUTO_RETRIES
      if (shouldRetry) retries += 1
      return after.context.autoRetries === retries && (!shouldRetry || isLoading(after))
    })
  },
}

/** The invariants of the search pagination machine, each checked over a whole trace. */
export const invariants = { ...pageInvariants, ...autoRetryInvariants }

export type InvariantName = keyof typeof invariants

/** One property over random event sequences: every named invariant holds along the machine's trace. */
export const machineProperty = (machine: SearchPaginationMachine, names?: readonly InvariantName[]) =>
  invariantsProperty(stepsArb, (steps) => run(machine, steps), invariants, names)
