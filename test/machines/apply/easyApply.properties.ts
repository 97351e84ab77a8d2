import fc from 'fast-check'
import { ApiErrors } from '../../../core/api/errors'
import { APPLY_STEPS, applyRequestOf, emptyDraft, stepErrors, STEP_FIELDS, type ApplyDraft, type ApplyStep, type DraftFields } from '../../../core/apply'
import type { ApplyAnswer } from '../../../core/applications'
import type { EasyApplyEvent, EasyApplyMachine } from '../../../machines/apply/easyApply.machine'
import { atEveryStep, everyStep, invariantsProperty, traceOf, type TraceEntry as HarnessEntry } from '../propertyHarness'

export const KEY = 'key-0123456789abcdef'
export const answer = { created: true, interviewPath: '/interview/a1/job-1/guest/x.y', application: { id: 'a1' } } as unknown as ApplyAnswer

/** What reaches the machine: a user event, or the submit call settling. */
export type Step =
  | EasyApplyEvent
  | { readonly type: 'xstate.done.actor.submitApplication'; readonly output: ApplyAnswer }
  | { readonly type: 'xstate.error.actor.submitApplication'; readonly error: unknown }

/** Valid values for every step, and wrong ones: the user fixes and breaks fields in any order. */
const GOOD: Partial<DraftFields>[] = [
  { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', resume: { id: 'r1', fileName: 'cv.pdf', uploadToken: null } },
  { phone: { number: '512 555 0100', extension: '', type: 'mobile' } },
  { workAuthorization: 'anyEmployer' },
  { charity: 'redCross' },
  { elevatorPitch: 'I care.', expectedSalary: '90000' },
]
const BAD: Partial<DraftFields>[] = [
  { firstName: '' },
  { email: 'ada@gmial.com' },
  { resume: null },
  { phone: { number: '12', extension: '', type: 'mobile' } },
  { workAuthorization: null },
  { expectedSalary: 'lots' },
]

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...GOOD).map((fields): Step => ({ type: 'user.edited', fields })) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD).map((fields): Step => ({ type: 'user.edited', fields })) },
  { weight: 6, arbitrary: fc.constant<Step>({ type: 'user.nextRequested' }) },
  { weight: 2, arbitrary: fc.constant<Step>({ type: 'user.backRequested' }) },
  { weight: 2, arbitrary: fc.constantFrom(...APPLY_STEPS).map((step): Step => ({ type: 'user.stepRequested', step })) },
  { weight: 3, arbitrary: fc.constant<Step>({ type: 'user.submitted' }) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'user.interviewStarted' }) },
  { weight: 2, arbitrary: fc.constant<Step>({ type: 'xstate.done.actor.submitApplication', output: answer }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom<unknown>(ApiErrors.network(new Error('down')), ApiErrors.http(409, 'apply.jobClosed'), ApiErrors.http(500))
      .map((error): Step => ({ type: 'xstate.error.actor.submitApplication', error })),
  },
)
const steps = fc.array(stepArb, { minLength: 1, maxLength: 50 })

/** A complete draft (every step filled, as a stored draft or a signed-in prefill gives it). */
export const completeDraft = (): ApplyDraft => ({ ...emptyDraft('job-1', KEY), ...Object.assign({}, ...GOOD) })

/** A random sequence, starting from an empty draft or a complete one. */
export const stepsArb = fc.tuple(fc.boolean(), steps).map(([complete, list]) => ({ draft: complete ? completeDraft() : undefined, steps: list }))

export const input = (draft: ApplyDraft = emptyDraft('job-1', KEY)) => ({ draft })

export type TraceEntry = HarnessEntry<Step>
type Snapshot = TraceEntry['after']

/** Runs the steps through the pure transition function (the submit call's outcome is among them). */
export const run = (machine: EasyApplyMachine, steps: readonly Step[], draft?: ApplyDraft): TraceEntry[] => traceOf(machine, input(draft), steps, everyStep)

const draftOf = (snapshot: Snapshot) => snapshot.context.draft as ApplyDraft
const fieldsOf = (draft: ApplyDraft) => {
  const { step: _step, ...fields } = draft
  return fields
}
const isEditing = (snapshot: Snapshot) => snapshot.matches('editing')

/** What must hold at every step. */
export const invariants = {
  /** A submit starts only from a complete draft: every step's fields pass. */
  submitsOnlyACompleteDraft: ({ before, after }: TraceEntry) =>
    !after.matches('submitting') || before.matches('submitting') || applyRequestOf(draftOf(after)) !== null,
  /** Only an edit changes what was typed: steps, submits, failures and answers keep it. */
  nothingTypedIsLost: ({ step, before, after }: TraceEntry) =>
    step.type === 'user.edited' || step.type === 'session.prefilled' || JSON.stringify(fieldsOf(draftOf(before))) === JSON.stringify(fieldsOf(draftOf(after))),
  /** The idempotency key never changes: a retry makes the same application. */
  theKeyStays: ({ after }: TraceEntry) => draftOf(after).idempotencyKey === KEY,
  /** Going forward past a step needs that step's fields to pass. */
  forwardOnlyPastAValidStep: ({ before, after }: TraceEntry) => {
    if (!isEditing(before) || !isEditing(after)) return true
    const from = APPLY_STEPS.indexOf(draftOf(before).step)
    const to = APPLY_STEPS.indexOf(draftOf(after).step)
    return to <= from || APPLY_STEPS.slice(from, to).every((step) => Object.keys(stepErrors(step, draftOf(before))).length === 0)
  },
  /** The problems shown are the current step's (all of them at finish), never stale ones of another step. */
  problemsAreTheCurrentSteps: ({ after }: TraceEntry) => {
    if (!isEditing(after)) return true
    const step: ApplyStep = draftOf(after).step
    const allowed = step === 'finish' ? APPLY_STEPS.flatMap((each) => STEP_FIELDS[each]) : STEP_FIELDS[step]
    return Object.keys(after.context.errors as object).every((field) => (allowed as string[]).includes(field))
  },
  /** The state on screen and the draft's step agree while editing. */
  theStepIsTheState: ({ after }: TraceEntry) => !isEditing(after) || after.matches({ editing: draftOf(after).step }),
}
export type InvariantName = keyof typeof invariants

/** One property over random drafts and event sequences: every named invariant holds at every step. */
export const easyApplyProperty = (machine: EasyApplyMachine, names?: readonly InvariantName[]) =>
  invariantsProperty(stepsArb, ({ draft, steps }) => run(machine, steps, draft), atEveryStep(invariants), names)
