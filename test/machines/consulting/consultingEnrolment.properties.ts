import fc from 'fast-check'
import { CONSULTING_STEPS, EMPTY_CONSULTING_DRAFT, enrolmentStepComplete, enrolmentStepIndex, firstUnfinishedStep, type ConsultingStep } from '../../../core/consulting'
import { ApiErrors } from '../../../core/api/errors'
import type { ConsultingEnrolmentEvent, ConsultingEnrolmentInput, ConsultingEnrolmentMachine } from '../../../machines/consulting/consultingEnrolment.machine'
import { invariantsProperty, traceOf, type TraceEntry as HarnessEntry } from '../propertyHarness'

/** What reaches the machine: a user's event, or the enrolment call settling. */
export type Step =
  | ConsultingEnrolmentEvent
  | { readonly type: 'xstate.done.actor.enrol'; readonly output: { id: string } }
  | { readonly type: 'xstate.error.actor.enrol'; readonly error: unknown }

/** Values for each field: good ones and bad ones, so steps become complete and incomplete again. */
const FIELD_VALUES: Record<ConsultingStep, Record<string, readonly string[]>> = {
  specialty: { specialty: ['data', 'design', '', 'astrology'], experience: ['lt2', 'gt10', ''] },
  identity: { firstName: ['Priya', '', ' '], lastName: ['Raman', ''], email: ['priya@example.com', 'priya@', ''] },
  profile: { headline: ['Data engineer', ''], summary: ['', 'Ten years.'], hourlyRate: ['120', '5', 'abc', ''] },
  search: { availability: ['projects', ''], workplace: ['remote', 'either', ''], location: ['Denver, CO', ''] },
}

const stepArb = fc.constantFrom(...CONSULTING_STEPS)
const editArb: fc.Arbitrary<Step> = stepArb.chain((step) =>
  fc.constantFrom(...Object.keys(FIELD_VALUES[step])).chain((field) =>
    // The good value (the first) most of the time, so random sequences do reach the last step and the send.
    fc.oneof({ weight: 6, arbitrary: fc.constant(FIELD_VALUES[step][field]?.[0] ?? '') }, { weight: 1, arbitrary: fc.constantFrom(...(FIELD_VALUES[step][field] ?? [''])) })
      .map((value): Step => ({ type: 'user.edited', step, field, value })),
  ),
)

const eventArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: editArb },
  { weight: 4, arbitrary: fc.constant<Step>({ type: 'user.continued' }) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'user.wentBack' }) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'session.signedOut' }) },
  { weight: 2, arbitrary: stepArb.map((step): Step => ({ type: 'user.stepOpened', step })) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'xstate.done.actor.enrol', output: { id: 'e1' } }) },
  { weight: 1, arbitrary: fc.constantFrom(ApiErrors.http(500), ApiErrors.http(429), ApiErrors.network(new Error('down'))).map((error): Step => ({ type: 'xstate.error.actor.enrol', error })) },
)

/** A person filling a whole step with good values, then Continue (so random sequences reach the send). */
const fillArb: fc.Arbitrary<Step[]> = stepArb.map((step) => [
  ...Object.entries(FIELD_VALUES[step]).map(([field, values]): Step => ({ type: 'user.edited', step, field, value: values[0] ?? '' })),
  { type: 'user.continued' },
])

export const stepsArb = fc
  .array(fc.oneof({ weight: 3, arbitrary: eventArb.map((event) => [event]) }, { weight: 2, arbitrary: fillArb }), { minLength: 1, maxLength: 40 })
  .map((commands) => commands.flat())

export type TraceEntry = HarnessEntry<Step>
type Trace = TraceEntry[]

const sending = (snapshot: TraceEntry['after']) => snapshot.matches('sending')
/** The call's answer reaches the machine only while the call runs; a done machine takes nothing. */
const delivered = (snapshot: TraceEntry['after'], step: Step) => snapshot.status === 'active' && (!step.type.startsWith('xstate.') || sending(snapshot))

export const run = (machine: ConsultingEnrolmentMachine, steps: readonly Step[], input: ConsultingEnrolmentInput = {}): Trace => traceOf(machine, input, steps, delivered)

const kept = (entry: TraceEntry) => entry.actions.filter((action) => action.type === 'keepDraft').map((action) => (action.params as { draft: unknown }).draft)

/** The invariants of the enrolment, each over a whole trace. */
export const invariants = {
  /** The step shown is never past the first unfinished one: no step is reached with an earlier one incomplete. */
  neverPastAnUnfinishedStep: (trace: Trace) =>
    trace.every(({ after }) => {
      const unfinished = firstUnfinishedStep(after.context.draft)
      return unfinished === null || enrolmentStepIndex(after.context.step) <= enrolmentStepIndex(unfinished)
    }),
  /** The enrolment is sent only when every step is complete. */
  sentOnlyWhenComplete: (trace: Trace) =>
    trace.every(({ before, after }) => !sending(after) || sending(before) || CONSULTING_STEPS.every((step) => enrolmentStepComplete(after.context.draft, step))),
  /** Nothing typed is lost: every edit is kept (the draft kept is the machine's draft after the edit). */
  everyEditIsKept: (trace: Trace) =>
    trace.every((entry) => {
      if (entry.step.type !== 'user.edited' || entry.before === entry.after) return true
      const drafts = kept(entry)
      return drafts.length === 1 && JSON.stringify(drafts[0]) === JSON.stringify(entry.after.context.draft)
    }),
  /** Enrolled only after the call succeeded. */
  enrolledOnlyAfterSuccess: (trace: Trace) =>
    trace.every(({ step, before, after }) => !after.matches('enrolled') || before.matches('enrolled') || step.type === 'xstate.done.actor.enrol'),
  /** A sign-out empties the enrolment, on screen and in storage, and drops a send in flight. */
  signOutForgetsEverything: (trace: Trace) =>
    trace.every(
      ({ step, before, after, actions }) =>
        step.type !== 'session.signedOut' ||
        before.status !== 'active' ||
        (after.matches('editing') && after.context.step === 'specialty' && JSON.stringify(after.context.draft) === JSON.stringify(EMPTY_CONSULTING_DRAFT) && actions.some((action) => action.type === 'forgetDraft')),
    ),
}
export type InvariantName = keyof typeof invariants

/** The property: every invariant holds at every step of random sequences. */
export const enrolmentProperty = (machine: ConsultingEnrolmentMachine, names?: readonly InvariantName[]) =>
  invariantsProperty(stepsArb, (steps: Step[]) => run(machine, steps), invariants, names)
