import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import {
  CONSULTING_STEPS,
  EMPTY_CONSULTING_DRAFT,
  furthestStep,
  enrolmentStepComplete,
  enrolmentStepErrors,
  enrolmentStepIndex,
  type ConsultingDraft,
  type ConsultingEnrolled,
  type ConsultingStep,
} from '../../core/consulting'
import type { FieldErrors } from '../../core/forms'
import type { MessageId } from '../../core/i18n/en-US'
import { callFailureOf, type FailureMessages } from '../forms/failures'

/** The enrolment's failure texts. */
export const CONSULTING_FAILURES: FailureMessages = {
  byCode: { 'request.invalid': 'consulting.failure.invalid', 'consulting.rateLimited': 'consulting.failure.rateLimited' },
  byStatus: { 429: 'consulting.failure.rateLimited' },
  fallback: 'consulting.failure.fallback',
}

export interface ConsultingEnrolmentInput {
  /** The draft kept on the device (none: empty); the machine resumes at its first unfinished step. */
  readonly draft?: ConsultingDraft | null
}

export interface ConsultingEnrolmentContext {
  readonly draft: ConsultingDraft
  /** The step shown: never past the first unfinished one. */
  readonly step: ConsultingStep
  /** The shown step's problems, marked by a Continue (catalogue ids by field). */
  readonly errors: FieldErrors<string>
  /** Why the last send failed, until the next edit or send. */
  readonly failure: MessageId | null
  readonly enrolled: ConsultingEnrolled | null
}

export type ConsultingEnrolmentEvent =
  /** The page shows a step (the route's): taken when every step before it is complete, else the first unfinished one. */
  | { readonly type: 'user.stepOpened'; readonly step: ConsultingStep }
  /** A field of a step changed. */
  | { readonly type: 'user.edited'; readonly step: ConsultingStep; readonly field: string; readonly value: string }
  /** Continue: the step is checked; complete, the next one shows (after the last, the enrolment is sent). */
  | { readonly type: 'user.continued' }
  | { readonly type: 'user.wentBack' }
  /** The person signed out (or deleted their account): nothing they typed stays on the device. */
  | { readonly type: 'session.signedOut' }

const nextStep = (step: ConsultingStep): ConsultingStep | null => CONSULTING_STEPS[enrolmentStepIndex(step) + 1] ?? null
const previousStep = (step: ConsultingStep): ConsultingStep => CONSULTING_STEPS[Math.max(0, enrolmentStepIndex(step) - 1)] ?? 'specialty'
const allowedStep = (draft: ConsultingDraft, step: ConsultingStep): ConsultingStep =>
  enrolmentStepIndex(step) <= enrolmentStepIndex(furthestStep(draft)) ? step : furthestStep(draft)

/**
 * The consulting enrolment (spec section 2, /consulting/enroll/...; statechart in docs/machines.md): four steps of
 * fields, each checked on Continue, the draft kept on every edit (`keepDraft`, the storage port) so a reload or a
 * sign-in loses nothing, resumed at the first unfinished step, and sent once complete (`enrol`).
 */
export const consultingEnrolmentMachine = setup({
  types: {
    context: {} as ConsultingEnrolmentContext,
    events: {} as ConsultingEnrolmentEvent,
    input: {} as ConsultingEnrolmentInput,
  },
  actors: {
    enrol: fromPromise<ConsultingEnrolled, ConsultingDraft>(() => Promise.reject(new Error('enrol not provided'))),
  },
  actions: {
    /** Keeps the draft (the edge writes it to this tab's storage). */
    keepDraft: (_, _params: { draft: ConsultingDraft }) => {},
    /** The identity step is done: its email is the consulting profile's (the navigation guard's known email). */
    keepEmail: (_, _params: { email: string }) => {},
    /** Enrolled or signed out: the draft is forgotten. */
    forgetDraft: () => {},
    advance: assign(({ context }) => ({ step: nextStep(context.step) ?? context.step, errors: {} })),
  },
  guards: {
    stepComplete: ({ context }) => enrolmentStepComplete(context.draft, context.step),
    lastStep: ({ context }) => nextStep(context.step) === null,
    onIdentity: ({ context }) => context.step === 'identity',
  },
}).createMachine({
  id: 'consultingEnrolment',
  context: ({ input }) => {
    const draft = input.draft ?? EMPTY_CONSULTING_DRAFT
    return { draft, step: furthestStep(draft), errors: {}, failure: null, enrolled: null }
  },
  initial: 'editing',
  on: {
    'session.signedOut': {
      description: 'A shared device keeps nothing of the person who left; a send in flight is dropped (docs/decisions.md).',
      target: '.editing',
      actions: [assign({ draft: EMPTY_CONSULTING_DRAFT, step: 'specialty' as ConsultingStep, errors: {}, failure: null }), 'forgetDraft'],
    },
  },
  states: {
    editing: {
      description: 'A step is shown; edits are kept as the draft, Continue checks the step and moves on or sends.',
      on: {
        'user.stepOpened': { actions: assign(({ context, event }) => ({ step: allowedStep(context.draft, event.step), errors: {} })) },
        'user.edited': {
          actions: [
            assign(({ context, event }) => {
              const draft = { ...context.draft, [event.step]: { ...context.draft[event.step], [event.field]: event.value } } as ConsultingDraft
              // A marked problem stays while its field still has one (and says the current one).
              const current = enrolmentStepErrors(draft, context.step)
              const errors = Object.fromEntries(Object.keys(context.errors).flatMap((field) => (current[field] ? [[field, current[field]]] : [])))
              // An earlier step emptied again (another tab, a stale page) brings the enrolment back to it.
              const step = allowedStep(draft, context.step)
              return { draft, step, errors: step === context.step ? errors : {}, failure: null }
            }),
            { type: 'keepDraft', params: ({ context }) => ({ draft: context.draft }) },
          ],
        },
        'user.continued': [
          { guard: and(['stepComplete', 'lastStep']), target: 'sending', actions: assign({ errors: {}, failure: null }) },
          {
            guard: and(['stepComplete', 'onIdentity']),
            actions: [{ type: 'keepEmail', params: ({ context }) => ({ email: context.draft.identity.email.trim() }) }, 'advance'],
          },
          { guard: 'stepComplete', actions: 'advance' },
          { actions: assign(({ context }) => ({ errors: enrolmentStepErrors(context.draft, context.step) })) },
        ],
        'user.wentBack': { actions: assign(({ context }) => ({ step: previousStep(context.step), errors: {} })) },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'enrol',
        src: 'enrol',
        input: ({ context }) => context.draft,
        onDone: { target: 'enrolled', actions: [assign(({ event }) => ({ enrolled: event.output })), 'forgetDraft'] },
        onError: { target: 'editing', actions: assign(({ event }) => ({ failure: callFailureOf(event.error, CONSULTING_FAILURES).message })) },
      },
    },
    enrolled: { type: 'final' },
  },
})

export type ConsultingEnrolmentMachine = typeof consultingEnrolmentMachine
export type ConsultingEnrolmentSnapshot = SnapshotFrom<ConsultingEnrolmentMachine>
