import fc from 'fast-check'
import { ApiErrors } from '../../../core/api/errors'
import { ACCOUNT_FAILURES } from '../../../machines/accounts/accountFailures'
import {
  callFailureOf,
  type FormSubmissionEvent,
  type FormSubmissionInput,
  type FormSubmissionMachine,
} from '../../../machines/forms/formSubmission.machine'
import { invariantsProperty, traceOf, type TraceEntry as HarnessEntry } from '../propertyHarness'

/** The settings forms' failure texts: every code, status and tag below has a case in them. */
export const input: FormSubmissionInput = { failures: ACCOUNT_FAILURES }

/** What reaches the machine: a user event, or the submission settling. */
export type Step =
  | FormSubmissionEvent
  | { readonly type: 'xstate.done.actor.submit'; readonly output: unknown }
  | { readonly type: 'xstate.error.actor.submit'; readonly error: unknown }

const errorArb = fc.constantFrom<unknown>(
  ApiErrors.http(403, 'auth.currentPasswordWrong'),
  ApiErrors.http(400, 'auth.passwordTooWeak'),
  ApiErrors.http(400, 'account.emailUnchanged'),
  ApiErrors.http(429),
  ApiErrors.http(500),
  ApiErrors.network(new Error('down')),
  ApiErrors.decode(['email: missing']),
  new Error('a bug at the edge'),
)

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('Ada', 'Grace', '').map((name): Step => ({ type: 'user.submitted', values: { firstName: name } })) },
  { weight: 3, arbitrary: fc.constant<Step>({ type: 'user.edited' }) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'user.cancelled' }) },
  { weight: 3, arbitrary: fc.constantFrom('saved-1', 'saved-2').map((output): Step => ({ type: 'xstate.done.actor.submit', output })) },
  { weight: 3, arbitrary: errorArb.map((error): Step => ({ type: 'xstate.error.actor.submit', error })) },
)

/** A random sequence of what the user does and how the calls end. */
export const stepsArb = fc.array(stepArb, { minLength: 1, maxLength: 40 })

export type TraceEntry = HarnessEntry<Step>
type Snapshot = TraceEntry['after']
type Actions = TraceEntry['actions']

/** Whether the step reaches the machine: a call's answer only while it runs. */
const delivered = (snapshot: Snapshot, step: Step): boolean => !step.type.startsWith('xstate.') || 'submit' in snapshot.children

/** Every snapshot the pure transition function goes through (a done machine, like a done actor, takes no more events). */
export const run = (machine: FormSubmissionMachine, steps: readonly Step[]): TraceEntry[] => traceOf(machine, input, steps, delivered)

const started = (actions: Actions) => actions.filter((action) => action.type === 'xstate.spawnChild').length
const running = (snapshot: Snapshot) => Object.keys(snapshot.children).length

type Trace = TraceEntry[]

/**
 * The model, far simpler than the machine: what the form should show after each step. A submit starts a call
 * unless one runs; the call's answer decides saved or failed; an edit or a cancel forgets the outcome.
 */
type Shown = { readonly _tag: 'nothing' } | { readonly _tag: 'saved'; readonly output: unknown } | { readonly _tag: 'failed'; readonly error: unknown }
const modelStep = (model: { inFlight: boolean; shown: Shown }, step: Step): { inFlight: boolean; shown: Shown } => {
  switch (step.type) {
    case 'user.submitted':
      return model.inFlight ? model : { inFlight: true, shown: { _tag: 'nothing' } }
    case 'user.edited':
      return model.inFlight ? model : { inFlight: false, shown: { _tag: 'nothing' } }
    case 'user.cancelled':
      return { inFlight: false, shown: { _tag: 'nothing' } }
    case 'xstate.done.actor.submit':
      return model.inFlight ? { inFlight: false, shown: { _tag: 'saved', output: step.output } } : model
    case 'xstate.error.actor.submit':
      return model.inFlight ? { inFlight: false, shown: { _tag: 'failed', error: step.error } } : model
  }
}

/** The invariants of a form's submission, each checked over a whole trace. */
export const invariants = {
  /** Never two submissions in flight: a call starts only on a submit while none runs, and is never restarted. */
  neverTwoSubmissionsInFlight: (trace: Trace) =>
    trace.every(({ step, before, after, actions }) => {
      if (running(after) > 1 || started(actions) > 1) return false
      if (started(actions) === 0) return true
      return step.type === 'user.submitted' && running(before) === 0
    }),
  /** `saved` (and its output, and the count) only right after a successful answer, carrying that answer. */
  savedOnlyAfterASuccess: (trace: Trace) =>
    trace.every(({ step, before, after }) => {
      const savedNow = after.matches('saved') && !before.matches('saved')
      const counted = after.context.savedCount - before.context.savedCount
      if (!savedNow) return counted === 0 && (after.matches('saved') || after.context.output === null)
      return step.type === 'xstate.done.actor.submit' && counted === 1 && after.context.output === step.output
    }),
  /** The failure shown is the last failed call's (by its tag and code), and only while `failed`. */
  theFailureShownIsTheLastOne: (trace: Trace) => {
    let model = { inFlight: false, shown: { _tag: 'nothing' } as Shown }
    return trace.every(({ step, after }) => {
      model = modelStep(model, step)
      const shown = after.context.failure
      if (model.shown._tag !== 'failed') return shown === null && after.matches('failed') === false
      return after.matches('failed') && JSON.stringify(shown) === JSON.stringify(callFailureOf(model.shown.error, input.failures))
    })
  },
  /** An edit after a failure (or a save) clears it: back to editing with nothing shown. */
  anEditClearsTheFailure: (trace: Trace) =>
    trace.every(({ step, before, after }) => {
      if (step.type !== 'user.edited' || before.matches('submitting')) return true
      return after.matches('editing') && after.context.failure === null && after.context.output === null
    }),
  /** The form is busy exactly while a call runs; a cancel always leaves it editing with no call. */
  busyWhileACallRuns: (trace: Trace) =>
    trace.every(({ step, after }) => {
      if (after.hasTag('busy') !== (running(after) === 1)) return false
      return step.type !== 'user.cancelled' || (after.matches('editing') && running(after) === 0)
    }),
}

export type InvariantName = keyof typeof invariants

/** One property over random event sequences: every named invariant holds along the trace. */
export const formProperty = (machine: FormSubmissionMachine, names?: readonly InvariantName[]) =>
  invariantsProperty(stepsArb, (steps) => run(machine, steps), invariants, names)
