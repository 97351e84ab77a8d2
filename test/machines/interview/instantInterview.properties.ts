import fc from 'fast-check'
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate'
import { ApiErrors } from '../../../core/api/errors'
import { networkRetryDelayMs } from '../../../core/api/backoff'
import { checkAnswer, INTERVIEW_QUESTIONS, nextQuestion, withAnswer, type Interview, type InterviewQuestion } from '../../../core/interview'
import {
  SAVE_MAX_RETRIES,
  type InstantInterviewContext,
  type InstantInterviewEvent,
  type InstantInterviewMachine,
} from '../../../machines/interview/instantInterview.machine'
import { ALL_ANSWERS, anInterview, ref } from './fixtures'
import { invariantsProperty } from '../propertyHarness'

export const input = { ref }

/** The timer of the `retrying` state firing. */
export const RETRY_TIMER = 'xstate.after.retryDelay.instantInterview.retrying' as const

/** What reaches the machine: the user, a call settling (a save answers the interview with its answer), the retry timer. */
export type Step =
  | InstantInterviewEvent
  | { readonly type: 'xstate.done.actor.loadInterview'; readonly output: { readonly interview: Interview; readonly summary: null } }
  | { readonly type: 'xstate.done.actor.saveAnswer'; readonly output: Interview }
  /** The runner turns it into the save's answer: the interview with the pending answer saved. */
  | { readonly type: 'save.accepted' }
  | { readonly type: 'xstate.error.actor.loadInterview' | 'xstate.error.actor.saveAnswer'; readonly error: unknown }
  | { readonly type: typeof RETRY_TIMER }

export const errorArb = fc.constantFrom<unknown>(
  ApiErrors.http(404, 'interview.linkInvalid'),
  ApiErrors.http(400, 'request.invalid'),
  ApiErrors.http(500),
  ApiErrors.http(503),
  ApiErrors.http(429, 'interview.rateLimited'),
  ApiErrors.http(401, 'auth.unauthorized'),
  ApiErrors.network(new Error('down')),
  ApiErrors.decode(['answers: bad']),
)

/** Saved interviews to load: fresh, part answered, ratings skipped, charity answered out of order, done, a job with no skills. */
const loadedArb = fc.constantFrom<Interview>(
  anInterview(),
  anInterview({ company: 'Acme', title: 'Nurse' }),
  anInterview({ company: 'Acme', title: 'Nurse', expectedSalary: { amount: 30, type: 'hour' }, workAuthorization: 'anyEmployer', skills: [] }),
  anInterview({ charity: 'none' }),
  anInterview(ALL_ANSWERS),
  anInterview({ company: 'Acme' }, []),
)

const editArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ question: fc.constantFrom('company' as const, 'title' as const), value: fc.constantFrom('', '  ', 'Acme', 'x'.repeat(201)) }),
  fc.record({ question: fc.constant('expectedSalary' as const), value: fc.record({ amount: fc.constantFrom('', '85,000', '30', 'abc', '-1', '0'), type: fc.constantFrom('year' as const, 'hour' as const) }) }),
  fc.record({ question: fc.constant('workAuthorization' as const), value: fc.constantFrom(null, 'anyEmployer' as const, 'requiresSponsorship' as const) }),
  fc.record({ question: fc.constant('skills' as const), value: fc.subarray(['Triage', 'Charting', 'IV Therapy', 'Juggling']) }),
  fc.record({
    question: fc.constant('ratings' as const),
    value: fc.dictionary(fc.constantFrom('Triage', 'Charting', 'IV Therapy'), fc.integer({ min: 1, max: 5 })),
  }),
  fc.record({ question: fc.constant('years' as const), value: fc.constantFrom('', '7', '71', 'x', '0') }),
  fc.record({ question: fc.constant('charity' as const), value: fc.constantFrom(null, 'redCross' as const, 'none' as const) }),
).map((edit) => ({ type: 'user.edited', ...edit }) as Step)

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: editArb },
  { weight: 5, arbitrary: fc.constant<Step>({ type: 'user.submitted' }) },
  { weight: 2, arbitrary: fc.constant<Step>({ type: 'user.retried' }) },
  { weight: 2, arbitrary: loadedArb.map((interview): Step => ({ type: 'xstate.done.actor.loadInterview', output: { interview, summary: null } })) },
  { weight: 4, arbitrary: fc.constant<Step>({ type: 'save.accepted' }) },
  { weight: 1, arbitrary: loadedArb.map((interview): Step => ({ type: 'xstate.done.actor.saveAnswer', output: interview })) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom('xstate.error.actor.loadInterview' as const, 'xstate.error.actor.saveAnswer' as const), errorArb)
      .map(([type, error]): Step => ({ type, error })),
  },
  { weight: 2, arbitrary: fc.constant<Step>({ type: RETRY_TIMER }) },
)

export const stepsArb = fc.array(stepArb, { minLength: 1, maxLength: 40 })

type Snapshot = AnyMachineSnapshot & { context: InstantInterviewContext }
type Actions = ReadonlyArray<{ readonly type: string; readonly params?: unknown }>

export interface TraceEntry {
  readonly step: Step
  readonly before: Snapshot
  readonly after: Snapshot
  readonly actions: Actions
}

/** The interview the server answers a save with: the pending answer saved. */
export function acceptedSave(context: InstantInterviewContext): Interview {
  const interview = context.interview!
  const pending = context.pending
  return pending === null ? interview : { ...interview, answers: withAnswer(interview.answers, pending.question, pending.answer as never) }
}

/** Whether a live actor would receive the step: a done machine takes none, only a running call settles, only a waiting timer fires. */
const delivered = (snapshot: Snapshot, step: Step): boolean => {
  if (snapshot.status !== 'active') return false
  if (step.type === RETRY_TIMER) return snapshot.matches('retrying')
  const settling = /^xstate\.(done|error)\.actor\.(.+)$/.exec(step.type)
  return settling === null || settling[2]! in snapshot.children
}

/** Every snapshot the pure transition function goes through, from the interview page opening. */
export function run(machine: InstantInterviewMachine, steps: readonly Step[]): TraceEntry[] {
  let [snapshot] = initialTransition(machine, input) as unknown as [Snapshot]
  const trace: TraceEntry[] = []
  for (const raw of steps) {
    const step: Step = raw.type === 'save.accepted' ? { type: 'xstate.done.actor.saveAnswer', output: acceptedSave(snapshot.context) } : raw
    const live = raw.type === 'save.accepted' ? 'saveAnswer' in snapshot.children && snapshot.status === 'active' : delivered(snapshot, step)
    const [after, actions] = live ? (transition(machine, snapshot, step as InstantInterviewEvent) as unknown as [Snapshot, Actions]) : [snapshot, []]
    trace.push({ step, before: snapshot, after, actions })
    snapshot = after
  }
  return trace
}

const enters = (entry: TraceEntry, state: string) => entry.after.matches(state) && !entry.before.matches(state)
const spawnedSaves = (actions: Actions) =>
  actions.filter((action) => action.type === 'xstate.spawnChild' && (action.params as { id?: string } | undefined)?.id === 'saveAnswer').length
const errorOf = (step: Step): unknown => ('error' in step ? step.error : undefined)
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const delayOf = (actions: Actions): number | undefined =>
  (actions.find((action) => action.type === 'xstate.raise' && (action.params as { delay?: unknown } | undefined)?.delay !== undefined)?.params as { delay?: number } | undefined)
    ?.delay

type Trace = TraceEntry[]

/** The invariants of the instant interview, each checked over a whole trace. */
export const invariants = {
  /** The question asked is always the first one the saved answers leave open (the spec's order; a reload resumes there). */
  asksTheFirstOpenQuestion: (trace: Trace) =>
    trace.every(({ after }) => after.context.interview === null || after.matches('linkInvalid') || after.context.question === nextQuestion(after.context.interview)),
  /** Nothing typed is lost: only an edit of the current question, or what the server answers, changes the controls. */
  nothingTypedIsLost: (trace: Trace) =>
    trace.every(({ step, before, after }) => {
      if (step.type === 'user.edited' || step.type === 'xstate.done.actor.loadInterview') return true
      if (step.type === 'xstate.done.actor.saveAnswer') {
        // Only the answered questions' controls may follow the server.
        const answered = after.context.interview?.answers ?? {}
        return INTERVIEW_QUESTIONS.every((question) => answered[question] !== undefined || same(after.context.drafts?.[question], before.context.drafts?.[question]))
      }
      return same(after.context.drafts, before.context.drafts)
    }),
  /** A save starts only with a good answer to the current question (checked as the server checks it). */
  savesOnlyGoodAnswers: (trace: Trace) =>
    trace.every(({ after, actions }) => {
      if (spawnedSaves(actions) === 0) return true
      const { pending, question, interview } = after.context
      return pending !== null && interview !== null && pending.question === question && checkAnswer(pending.question, pending.answer, interview).ok
    }),
  /**
   * A failed save is retried by itself only when it may help (no answer, 5xx, 429), at most SAVE_MAX_RETRIES times,
   * each after the spec's backoff delay; then the applicant is asked.
   */
  retriesWithTheSpecsBackoff: (trace: Trace) =>
    trace.every((entry) => {
      const { after, actions, step } = entry
      if (after.context.attempts > SAVE_MAX_RETRIES + 1) return false
      if (!enters(entry, 'retrying')) return true
      const error = errorOf(step) as { _tag?: string; status?: number } | undefined
      const transient = error?._tag === 'NetworkError' || (error?._tag === 'HttpError' && (error.status! >= 500 || error.status === 429 || error.status === 408))
      return transient && after.context.attempts <= SAVE_MAX_RETRIES && delayOf(actions) === networkRetryDelayMs(after.context.attempts - 1)
    }),
  /** The thank-you comes only once every question of this interview is answered; a link refusal is the only other end. */
  endsOnlyWhenAllAnswered: (trace: Trace) =>
    trace.every((entry) => {
      if (enters(entry, 'finished')) return entry.after.context.interview !== null && nextQuestion(entry.after.context.interview) === null
      if (enters(entry, 'linkInvalid')) return (errorOf(entry.step) as { code?: string; status?: number } | undefined)?.status === 404
      return entry.after.status !== 'done' || entry.before.status === 'done'
    }),
  /** At most one call in flight; a new save never starts while one runs. */
  oneCallAtATime: (trace: Trace) =>
    trace.every(({ before, after, actions }) => Object.keys(after.children).length <= 1 && (spawnedSaves(actions) === 0 || !('saveAnswer' in before.children) || before.matches('retrying'))),
}

export type InvariantName = keyof typeof invariants

/** One property over random event sequences: every named invariant holds along the trace. */
export const instantInterviewProperty = (machine: InstantInterviewMachine, names?: readonly InvariantName[]) =>
  invariantsProperty(stepsArb, (steps) => run(machine, steps), invariants, names)

export type { InterviewQuestion }
