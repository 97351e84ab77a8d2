import fc from 'fast-check'
import { ApiErrors } from '../../../core/api/errors'
import { accountFailureOf } from '../../../machines/accounts/accountFailures'
import type { EmailChangeEvent, EmailChangeInput, EmailChangeMachine } from '../../../machines/accounts/emailChange.machine'
import { invariantsProperty, traceOf, type TraceEntry as HarnessEntry } from '../propertyHarness'

export const input: EmailChangeInput = { code: 'code-aaaaaaaaaaaaaaaaaaaaaaaa' }

type Call = 'loadEmailChange' | 'confirmEmailChange' | 'cancelEmailChange'

/** What reaches the machine: the user's choice, or a call settling. */
export type Step =
  | EmailChangeEvent
  | { readonly type: 'xstate.done.actor.loadEmailChange'; readonly output: { readonly email: string } }
  | { readonly type: 'xstate.done.actor.confirmEmailChange'; readonly output: { readonly email: string } }
  | { readonly type: 'xstate.done.actor.cancelEmailChange'; readonly output: undefined }
  | { readonly type: `xstate.error.actor.${Call}`; readonly error: unknown }

/** The spec's refusals and the failures any call may meet. */
export const errorArb = fc.constantFrom<unknown>(
  ApiErrors.http(410, 'account.emailChangeExpired'),
  ApiErrors.http(410, 'account.emailChangeCancelled'),
  ApiErrors.http(403, 'account.emailChangeWrongUser'),
  ApiErrors.http(409, 'account.emailInUse'),
  ApiErrors.http(429, 'auth.rateLimited'),
  ApiErrors.http(410),
  ApiErrors.http(500),
  ApiErrors.network(new Error('down')),
  ApiErrors.decode(['email: missing']),
)

const emailArb = fc.constantFrom('new@example.com', 'other@example.com')
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Step>({ type: 'user.confirmRequested' }) },
  { weight: 2, arbitrary: fc.constant<Step>({ type: 'user.abortRequested' }) },
  { weight: 3, arbitrary: emailArb.map((email): Step => ({ type: 'xstate.done.actor.loadEmailChange', output: { email } })) },
  { weight: 2, arbitrary: emailArb.map((email): Step => ({ type: 'xstate.done.actor.confirmEmailChange', output: { email } })) },
  { weight: 2, arbitrary: fc.constant<Step>({ type: 'xstate.done.actor.cancelEmailChange', output: undefined }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom<Call>('loadEmailChange', 'confirmEmailChange', 'cancelEmailChange'), errorArb)
      .map(([call, error]): Step => ({ type: `xstate.error.actor.${call}`, error })),
  },
)

export const stepsArb = fc.array(stepArb, { minLength: 1, maxLength: 30 })

export type TraceEntry = HarnessEntry<Step>
type Snapshot = TraceEntry['after']
type Actions = TraceEntry['actions']

/** Every snapshot the pure transition function goes through (a done machine, like a done actor, takes no more events). */
export const run = (machine: EmailChangeMachine, steps: readonly Step[]): TraceEntry[] => traceOf(machine, input, steps)

/** The flow's outcomes: exactly one of them ends it. */
export const FINAL_STATES = ['confirmed', 'aborted', 'expired', 'failed'] as const
const finalOf = (snapshot: Snapshot) => FINAL_STATES.find((state) => snapshot.matches(state)) ?? null
const enters = (entry: TraceEntry, state: string) => entry.after.matches(state) && !entry.before.matches(state)
const errorOf = (step: Step) => ('error' in step ? step.error : undefined)
const spawned = (actions: Actions) => actions.filter((action) => action.type === 'xstate.spawnChild').length

type Trace = TraceEntry[]

/** The invariants of the email change, each checked over a whole trace. */
export const invariants = {
  /** The flow ends in exactly one final state: done exactly there, and nothing changes once done. */
  endsInExactlyOneFinalState: (trace: Trace) =>
    trace.every(({ before, after }) => {
      if ((after.status === 'done') !== (finalOf(after) !== null)) return false
      return before.status !== 'done' || after === before
    }),
  /** Confirmed only right after a successful confirm call, with the address it answered. */
  confirmedOnlyAfterASuccessfulConfirm: (trace: Trace) =>
    trace.every((entry) => {
      if (!enters(entry, 'confirmed')) return true
      return entry.step.type === 'xstate.done.actor.confirmEmailChange' && entry.after.context.email === entry.step.output.email && entry.after.context.failure === null
    }),
  /** Aborted only right after a successful cancel call the user asked for. */
  abortedOnlyAfterASuccessfulCancel: (trace: Trace) =>
    trace.every((entry) => !enters(entry, 'aborted') || (entry.step.type === 'xstate.done.actor.cancelEmailChange' && entry.before.matches({ requested: 'aborting' }))),
  /**
   * A refused or failed call ends the flow by its code: a spent link (account.emailChangeExpired) in `expired`,
   * anything else in `failed`, with the failure of that error; no failure is shown otherwise.
   */
  refusalsEndByTheirCode: (trace: Trace) =>
    trace.every(({ step, before, after }) => {
      const error = errorOf(step)
      const failedNow = step.type.startsWith('xstate.error.') && before.status === 'active' && after !== before
      if (!failedNow) return (after.context.failure === null) === !(after.matches('expired') || after.matches('failed'))
      const spent = (error as { code?: string }).code === 'account.emailChangeExpired'
      return after.matches(spent ? 'expired' : 'failed') && JSON.stringify(after.context.failure) === JSON.stringify(accountFailureOf(error))
    }),
  /** At most one call in flight; after the load, a call starts only on the user's choice while none runs. */
  oneCallAtATime: (trace: Trace) =>
    trace.every(({ step, before, after, actions }) => {
      if (Object.keys(after.children).length > 1 || spawned(actions) > 1) return false
      return spawned(actions) === 0 || (step.type.startsWith('user.') && Object.keys(before.children).length === 0)
    }),
}

export type InvariantName = keyof typeof invariants

/** One property over random event sequences: every named invariant holds along the trace. */
export const emailChangeProperty = (machine: EmailChangeMachine, names?: readonly InvariantName[]) =>
  invariantsProperty(stepsArb, (steps) => run(machine, steps), invariants, names)
