import fc from 'fast-check'
import { ApiErrors } from '../../../core/api/errors'
import { applySearchChange, searchKey, type RecentSearch, type SearchChange, type SearchId } from '../../../core/searches'
import { shownSearches, type RecentSearchesEvent, type RecentSearchesInput, type RecentSearchesMachine } from '../../../machines/searches/recentSearches.machine'
import { oneCallAtATime, storedAlong } from '../deviceList/deviceList.properties'
import { invariantsProperty, traceFromStart, type TraceEntry as HarnessEntry } from '../propertyHarness'

/** Three searches (two spellings of one), so random sequences meet repeats and unknown ids often. */
const terms = [
  { what: 'nurse', where: 'Austin, TX' },
  { what: 'Nurse ', where: 'austin, tx' },
  { what: 'welder', where: '' },
  { what: '', where: 'Denver, CO' },
] as const
export const search = (index: number, id: string, minute = 0, starred = false): RecentSearch => ({
  id: id as SearchId,
  ...terms[index % terms.length]!,
  searchedAt: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`,
  starred,
  name: '',
})
const ids = ['s1', 's2', 's3'] as const

/** What reaches the machine: the user, the session, or one of its calls settling. */
export type Step =
  | RecentSearchesEvent
  | { readonly type: 'xstate.done.actor.syncAccount'; readonly output: readonly RecentSearch[] }
  | { readonly type: 'xstate.error.actor.syncAccount'; readonly error: unknown }
  | { readonly type: 'xstate.done.actor.sendChange'; readonly output: RecentSearch | null }
  | { readonly type: 'xstate.error.actor.sendChange'; readonly error: unknown }

const idArb = fc.constantFrom<string>(...ids)
const errorArb = fc.constantFrom<unknown>(ApiErrors.http(404, 'searches.notFound'), ApiErrors.http(500), ApiErrors.network(new Error('down')))
const listArb = fc
  .uniqueArray(fc.tuple(fc.nat(3), idArb, fc.boolean()), { maxLength: 3, selector: ([index, id]) => `${index % 3}:${id}` })
  .map((entries) => {
    const seen = new Set<string>()
    return entries
      .map(([index, id, starred], at) => search(index === 1 ? 0 : index, id, 50 - at, starred))
      .filter((entry) => !seen.has(searchKey(entry)) && !seen.has(entry.id) && (seen.add(searchKey(entry)), seen.add(entry.id), true))
  })

const changeArb: fc.Arbitrary<SearchChange> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.nat(3), idArb, fc.nat(59)).map(([index, id, minute]): SearchChange => ({ kind: 'searched', search: search(index, `new-${id}-${minute}`, minute) })) },
  { weight: 2, arbitrary: fc.tuple(idArb, fc.boolean()).map(([id, starred]): SearchChange => ({ kind: 'starred', id: id as SearchId, starred })) },
  { weight: 1, arbitrary: fc.tuple(idArb, fc.constantFrom('Mine', 'Austin')).map(([id, name]): SearchChange => ({ kind: 'renamed', id: id as SearchId, name })) },
  { weight: 2, arbitrary: idArb.map((id): SearchChange => ({ kind: 'deleted', id: id as SearchId })) },
)

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: changeArb.map((change): Step => ({ type: 'user.changedSearches', change })) },
  { weight: 1, arbitrary: fc.constantFrom<Step>({ type: 'session.signedIn' }, { type: 'session.signedOut' }) },
  { weight: 2, arbitrary: listArb.map((output): Step => ({ type: 'xstate.done.actor.syncAccount', output })) },
  { weight: 1, arbitrary: errorArb.map((error): Step => ({ type: 'xstate.error.actor.syncAccount', error })) },
  { weight: 3, arbitrary: fc.tuple(fc.nat(3), idArb).map(([index, id]): Step => ({ type: 'xstate.done.actor.sendChange', output: search(index, id, 59) })) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'xstate.done.actor.sendChange', output: null }) },
  { weight: 2, arbitrary: errorArb.map((error): Step => ({ type: 'xstate.error.actor.sendChange', error })) },
)

export const inputArb: fc.Arbitrary<RecentSearchesInput> = fc.record({ signedIn: fc.boolean(), device: listArb })
export const stepsArb = fc.array(stepArb, { minLength: 1, maxLength: 40 })

export type TraceEntry = HarnessEntry<Step | null>
type Snapshot = TraceEntry['after']
type Actions = TraceEntry['actions']

/** Every snapshot the pure transition function goes through, the start included (step null). */
export const run = (machine: RecentSearchesMachine, input: RecentSearchesInput, steps: readonly Step[]): TraceEntry[] => traceFromStart(machine, input, steps)

type Trace = TraceEntry[]
const shown = (snapshot: Snapshot) => shownSearches(snapshot.context)
const named = (actions: Actions, type: string) => actions.filter((action) => action.type === type)
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const isError = (step: Step | null) => step !== null && step.type.startsWith('xstate.error.')

/** The invariants of the recent searches, each checked over a whole trace. */
export const invariants = {
  /** At most one call runs, never restarted. */
  oneCallAtATime,
  /** A change shows at once, signed in or out, before any answer: the list shown is the old one with the change. */
  optimisticAtOnce: (trace: Trace) =>
    trace.every(({ step, before, after }) => step?.type !== 'user.changedSearches' || same(shown(after), applySearchChange(shown(before), step.change))),
  /** Every failed call shows exactly one toast; nothing else does. */
  toastOnEveryFailure: (trace: Trace) =>
    trace.every(({ step, before, after, actions }) => named(actions, 'notify').length === (isError(step) && before !== after ? 1 : 0)),
  /** Signed out, the device's storage always holds exactly the list shown. */
  deviceListMirrorsShown: (trace: Trace) => {
    const stored = storedAlong(trace, (trace[0]?.after.context as RecentSearchesInput).device)
    return trace.every(({ after }, index) => !after.matches('device') || same(stored[index] ?? [], shown(after)))
  },
  /** A sign-in sends the device's whole list once; a successful merge clears it from the device, a failed one keeps it. */
  mergedOnceThenCleared: (trace: Trace) => {
    const stored = storedAlong(trace, (trace[0]?.after.context as RecentSearchesInput).device)
    return trace.every(({ step, before, after }, index) => {
      if (after.matches('loading') && !before.matches('loading') && !same(after.context.device, stored[index - 1] ?? stored[0] ?? [])) return false
      if (step?.type === 'xstate.done.actor.syncAccount' && before.matches('loading')) return (stored[index] ?? []).length === 0
      if (step?.type === 'xstate.error.actor.syncAccount' && before.matches('loading')) return same(stored[index] ?? [], stored[index - 1] ?? [])
      return true
    })
  },
  /** A search is never listed twice (what and where, case and spacing aside), nor an id. */
  noDuplicates: (trace: Trace) =>
    trace.every(({ after }) => {
      const list = shown(after)
      return new Set(list.map(searchKey)).size === list.length && new Set(list.map((entry) => entry.id)).size === list.length
    }),
}

export type InvariantName = keyof typeof invariants

/** One property over random starts and event sequences: every named invariant holds along the trace. */
export const recentSearchesProperty = (machine: RecentSearchesMachine, names?: readonly InvariantName[]) =>
  invariantsProperty(fc.tuple(inputArb, stepsArb), ([input, steps]) => run(machine, input, steps), invariants, names)
