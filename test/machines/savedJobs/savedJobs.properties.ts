import fc from 'fast-check'
import { ApiErrors } from '../../../core/api/errors'
import { applyChange, isSaved, type SavedJob, type SavedJobChange } from '../../../core/savedJobs'
import type { JobId, JobSummary } from '../../../core/search'
import { shownList, type SavedJobsEvent, type SavedJobsInput, type SavedJobsMachine } from '../../../machines/savedJobs/savedJobs.machine'
import { oneCallAtATime, storedAlong } from '../deviceList/deviceList.properties'
import { invariantsProperty, traceFromStart, type TraceEntry as HarnessEntry } from '../propertyHarness'

/** Three jobs and a list of at most two, so random sequences meet a full list often. */
export const CAP = 2
const job = (id: string): JobSummary => ({
  id: id as JobId,
  slug: `job-${id}`,
  title: `Job ${id}`,
  company: 'Acme',
  recruiter: { id: 'p1', name: 'Pro', slug: 'pro' },
  compensation: 'year',
  compensationMin: null,
  compensationMax: null,
  location: { address: { city: 'Austin', state: 'TX' } },
  jobType: 'permanent',
  remote: false,
  skills: [],
  postedAt: '2026-11-01T00:00:00.000Z',
  industry: 'Tech',
  summary: '',
})
export const saved = (id: string, minute = 0): SavedJob => ({ job: job(id), savedAt: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z` })
const ids = ['a', 'b', 'c'] as const

/** What reaches the machine: the user, the session, or one of its calls settling. */
export type Step =
  | SavedJobsEvent
  | { readonly type: 'xstate.done.actor.syncAccount'; readonly output: readonly SavedJob[] }
  | { readonly type: 'xstate.error.actor.syncAccount'; readonly error: unknown }
  | { readonly type: 'xstate.done.actor.sendChange'; readonly output: unknown }
  | { readonly type: 'xstate.error.actor.sendChange'; readonly error: unknown }

const idArb = fc.constantFrom(...ids)
const errorArb = fc.constantFrom<unknown>(ApiErrors.http(409, 'savedJobs.full'), ApiErrors.http(500), ApiErrors.network(new Error('down')))
const listArb = fc.subarray([...ids], { maxLength: CAP }).map((chosen) => chosen.map((id, index) => saved(id, index)))

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(idArb, fc.nat(59)).map(([id, minute]): Step => ({ type: 'user.saved', saved: saved(id, minute) })) },
  { weight: 3, arbitrary: idArb.map((id): Step => ({ type: 'user.unsaved', jobId: id as JobId })) },
  { weight: 1, arbitrary: fc.constantFrom<Step>({ type: 'session.signedIn' }, { type: 'session.signedOut' }) },
  { weight: 2, arbitrary: listArb.map((output): Step => ({ type: 'xstate.done.actor.syncAccount', output })) },
  { weight: 1, arbitrary: errorArb.map((error): Step => ({ type: 'xstate.error.actor.syncAccount', error })) },
  { weight: 3, arbitrary: fc.constant<Step>({ type: 'xstate.done.actor.sendChange', output: {} }) },
  { weight: 2, arbitrary: errorArb.map((error): Step => ({ type: 'xstate.error.actor.sendChange', error })) },
)

export const inputArb: fc.Arbitrary<SavedJobsInput> = fc.record({ signedIn: fc.boolean(), device: listArb, cap: fc.constant(CAP) })
export const stepsArb = fc.array(stepArb, { minLength: 1, maxLength: 40 })

export type TraceEntry = HarnessEntry<Step | null>
type Snapshot = TraceEntry['after']
type Actions = TraceEntry['actions']

/** Every snapshot the pure transition function goes through, the start included (step null). */
export const run = (machine: SavedJobsMachine, input: SavedJobsInput, steps: readonly Step[]): TraceEntry[] => traceFromStart(machine, input, steps)

type Trace = TraceEntry[]
const shown = (snapshot: Snapshot) => shownList(snapshot.context).map((entry) => entry.job.id)
const named = (actions: Actions, type: string) => actions.filter((action) => action.type === type)
const same = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b)
const isError = (step: Step | null) => step !== null && step.type.startsWith('xstate.error.')

/** The invariants of the saved jobs, each checked over a whole trace. */
export const invariants = {
  /** At most one call runs, never restarted: a call starts only when none runs or the last one just settled. */
  oneCallAtATime,
  /** A save or an unsave the list allows shows at once, signed in or out, before any answer. */
  optimisticAtOnce: (trace: Trace) =>
    trace.every(({ step, before, after }) => {
      if (step?.type === 'user.saved') {
        const room = !shown(before).includes(step.saved.job.id) && shown(before).length < CAP
        return !room || shown(after).includes(step.saved.job.id)
      }
      if (step?.type === 'user.unsaved') return !shown(after).includes(step.jobId)
      return true
    }),
  /** Signed in, the kept list is the account's as answered: a refused change is rolled back, an answered one kept. */
  rollbackOnFailure: (trace: Trace) => {
    let account: readonly SavedJob[] | null = null
    return trace.every(({ step, before, after }) => {
      if (before === after) return true // not delivered: no call of that kind ran
      if (step?.type === 'xstate.done.actor.syncAccount') account = step.output
      if (step?.type === 'xstate.error.actor.syncAccount') account = []
      if (step?.type === 'xstate.done.actor.sendChange' && account !== null) account = applyChange(account, before.context.pending[0] as SavedJobChange, CAP)
      if (!after.matches('account')) {
        account = null
        return true
      }
      return account === null || same(after.context.confirmed, account)
    })
  },
  /** Every failed call, and every save refused for a full list, shows exactly one toast; nothing else does. */
  toastOnEveryFailure: (trace: Trace) =>
    trace.every(({ step, before, after, actions }) => {
      const toasts = named(actions, 'notify').length
      const fullRefusal = step?.type === 'user.saved' && !isSaved(shownList(before.context), step.saved.job.id) && shownList(before.context).length >= CAP
      const expected = (isError(step) && before !== after) || fullRefusal ? 1 : 0
      return toasts === expected
    }),
  /** Signed out, the device's storage always holds exactly the list shown. */
  deviceListMirrorsShown: (trace: Trace) => {
    const stored = storedAlong(trace, (trace[0]?.after.context as SavedJobsInput).device)
    return trace.every(({ after }, index) => !after.matches('device') || same(stored[index] ?? [], shownList(after.context)))
  },
  /** A sign-in sends the device's whole list once; a successful merge clears it from the device, a failed one keeps it. */
  mergedOnceThenCleared: (trace: Trace) => {
    const stored = storedAlong(trace, (trace[0]?.after.context as SavedJobsInput).device)
    return trace.every(({ step, before, after }, index) => {
      const enteredLoading = after.matches('loading') && !before.matches('loading')
      if (enteredLoading && !same(after.context.device, stored[index - 1] ?? stored[0] ?? [])) return false
      if (step?.type === 'xstate.done.actor.syncAccount' && before.matches('loading')) return (stored[index] ?? []).length === 0
      if (step?.type === 'xstate.error.actor.syncAccount' && before.matches('loading')) return same(stored[index] ?? [], stored[index - 1] ?? [])
      return true
    })
  },
  /** The list shown never holds more than the cap. */
  neverOverCap: (trace: Trace) => trace.every(({ after }) => shownList(after.context).length <= CAP),
}

export type InvariantName = keyof typeof invariants

/** One property over random starts and event sequences: every named invariant holds along the trace. */
/** One property over random starts and event sequences: every named invariant holds along the trace. */
export const savedJobsProperty = (machine: SavedJobsMachine, names?: readonly InvariantName[]) =>
  invariantsProperty(fc.tuple(inputArb, stepsArb), ([input, steps]) => run(machine, input, steps), invariants, names)
