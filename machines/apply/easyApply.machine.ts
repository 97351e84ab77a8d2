import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import {
  APPLY_STEPS,
  applyRequestOf,
  nextStep,
  prefillDraft,
  previousStep,
  reachableStep,
  stepErrors,
  type ApplyDraft,
  type ApplyStep,
  type ApplySubmit,
  type DraftFields,
  type Prefill,
  type StepErrors,
} from '../../core/apply'
import type { ApplyAnswer } from '../../core/applications'
import { callFailureOf, type Failure } from '../forms/failures'
import { APPLY_FAILURES } from './failures'

/** The id of the invoked submit (tests and the explorer find it by this). */
export const SUBMIT_APPLICATION_ACTOR_ID = 'submitApplication'

export type EasyApplyEvent =
  /** The user typed or picked: these fields change (nothing else does). */
  | { readonly type: 'user.edited'; readonly fields: Partial<DraftFields> }
  | { readonly type: 'user.nextRequested' }
  | { readonly type: 'user.backRequested' }
  /** A step picked from the review (or a link): granted when every step before it is complete. */
  | { readonly type: 'user.stepRequested'; readonly step: ApplyStep }
  | { readonly type: 'user.submitted' }
  | { readonly type: 'user.interviewStarted' }
  /** The user signed in mid-flow: what their account has on file fills the empty fields. */
  | { readonly type: 'session.prefilled'; readonly prefill: Prefill }

/** What the flow tells the edge: keep the draft (every change), the application arrived (store it locally). */
export type EasyApplyEmitted =
  | { readonly type: 'draft.changed'; readonly draft: ApplyDraft }
  | { readonly type: 'application.received'; readonly draft: ApplyDraft; readonly answer: ApplyAnswer }

export interface EasyApplyContext {
  /** Everything typed, the step and the idempotency key: what is kept on the device. */
  readonly draft: ApplyDraft
  /** The current step's problems, shown after a Next or Submit that found some; cleared by a step change. */
  readonly errors: StepErrors
  readonly failure: Failure | null
  readonly answer: ApplyAnswer | null
}

export interface EasyApplyInput {
  /** The stored draft, or a new one (with its key); its `step` is where the flow resumes (if reachable). */
  readonly draft: ApplyDraft
}

const notProvided = fromPromise<ApplyAnswer, ApplySubmit>(() => Promise.reject(new Error('submitApplication not provided')))

/** One step's state: Next checks the step's fields (its problems shown), Back goes to the step before. */
const stepState = (step: ApplyStep) => ({
  on: {
    'user.nextRequested':
      step === 'finish'
        ? []
        : [
            { guard: { type: 'stepValid' as const, params: { step } }, target: nextStep(step), actions: [{ type: 'moveTo' as const, params: { step: nextStep(step) } }, 'keepDraft' as const] },
            { actions: { type: 'showErrors' as const, params: { step } } },
          ],
    'user.backRequested': step === 'personal' ? [] : [{ target: previousStep(step), actions: [{ type: 'moveTo' as const, params: { step: previousStep(step) } }, 'keepDraft' as const] }],
    'user.submitted':
      step === 'finish'
        ? [
            { guard: 'complete' as const, target: '#easyApply.submitting', actions: 'clearProblems' as const },
            { actions: { type: 'showErrors' as const, params: { step } } },
          ]
        : [],
  },
})

/**
 * Easy Apply (docs/machines.md, "easyApply"): the steps personal details and resume -> contact info -> work
 * authorization -> charity choice -> elevator pitch -> finish (review and submit) -> application received ->
 * interview. Next checks the step's fields with the spec's messages; Back never checks. Every edit and step change
 * emits `draft.changed` (the edge keeps it in IndexedDB). Submit sends the draft with its idempotency key (one call
 * in flight; a second click does nothing); a failure returns to finish with everything kept, the key too, so a retry
 * makes the same application. The `submitApplication` actor (POST /rest/applications) is provided by the edge.
 */
export const easyApplyMachine = setup({
  types: {
    context: {} as EasyApplyContext,
    events: {} as EasyApplyEvent,
    input: {} as EasyApplyInput,
    emitted: {} as EasyApplyEmitted,
  },
  actors: { submitApplication: notProvided },
  guards: {
    stepValid: ({ context }, params: { step: ApplyStep }) => Object.keys(stepErrors(params.step, context.draft)).length === 0,
    complete: ({ context }) => applyRequestOf(context.draft) !== null,
    resumesAt: ({ context }, params: { step: ApplyStep }) => reachableStep(context.draft, context.draft.step) === params.step,
    stepGranted: ({ context, event }, params: { step: ApplyStep }) =>
      event.type === 'user.stepRequested' && event.step === params.step && reachableStep(context.draft, params.step) === params.step,
  },
  actions: {
    keepDraft: emit(({ context }) => ({ type: 'draft.changed' as const, draft: context.draft })),
    moveTo: assign(({ context }, params: { step: ApplyStep }) => ({ draft: { ...context.draft, step: params.step }, errors: {} })),
    showErrors: assign(({ context }, params: { step: ApplyStep }) => ({ errors: stepErrors(params.step, context.draft) })),
    clearProblems: assign({ errors: {}, failure: null }),
    edit: assign(({ context, event }) => {
      if (event.type !== 'user.edited') return {}
      const draft = { ...context.draft, ...event.fields }
      // A shown problem stays only while its field still has one (and then says the current one).
      const now = stepErrors(draft.step, draft)
      const errors: StepErrors = {}
      for (const field of Object.keys(context.errors) as (keyof StepErrors)[]) if (now[field]) errors[field] = now[field]
      return { draft, errors, failure: null }
    }),
    prefill: assign(({ context, event }) => (event.type === 'session.prefilled' ? { draft: prefillDraft(context.draft, event.prefill) } : {})),
  },
}).createMachine({
  id: 'easyApply',
  context: ({ input }) => ({ draft: input.draft, errors: {}, failure: null, answer: null }),
  initial: 'resuming',
  states: {
    resuming: {
      description: 'Where the stored draft left off, or the first step with a problem before it.',
      always: APPLY_STEPS.map((step) => ({
        guard: { type: 'resumesAt' as const, params: { step } },
        target: `editing.${step}`,
        actions: { type: 'moveTo' as const, params: { step } },
      })),
    },
    editing: {
      initial: 'personal',
      on: {
        'user.edited': { actions: ['edit', 'keepDraft'] },
        'session.prefilled': { actions: ['prefill', 'keepDraft'] },
        'user.stepRequested': APPLY_STEPS.map((step) => ({
          guard: { type: 'stepGranted' as const, params: { step } },
          target: `.${step}`,
          actions: [{ type: 'moveTo' as const, params: { step } }, 'keepDraft' as const],
        })),
      },
      states: {
        personal: stepState('personal'),
        contact: stepState('contact'),
        authorization: stepState('authorization'),
        charity: stepState('charity'),
        pitch: stepState('pitch'),
        finish: stepState('finish'),
      },
    },
    submitting: {
      description: 'One POST /rest/applications with the draft and its key; a second click does nothing.',
      invoke: {
        id: SUBMIT_APPLICATION_ACTOR_ID,
        src: 'submitApplication',
        input: ({ context }) => applyRequestOf(context.draft)!,
        onDone: {
          target: 'received',
          actions: [
            assign(({ event }) => ({ answer: event.output })),
            emit(({ context, event }) => ({ type: 'application.received' as const, draft: context.draft, answer: event.output })),
          ],
        },
        onError: {
          target: 'editing.finish',
          actions: assign(({ event }) => ({ failure: callFailureOf(event.error, APPLY_FAILURES) })),
        },
      },
    },
    received: {
      on: { 'user.interviewStarted': 'interview' },
    },
    interview: { type: 'final' },
  },
})

export type EasyApplyMachine = typeof easyApplyMachine
export type EasyApplyActor = ActorRefFrom<EasyApplyMachine>
export type EasyApplySnapshot = SnapshotFrom<EasyApplyMachine>

/** The step on screen: an editing step, or where the flow is after it. */
export const stepOf = (snapshot: EasyApplySnapshot): ApplyStep | 'submitting' | 'received' | 'interview' => {
  if (snapshot.matches('submitting')) return 'submitting'
  if (snapshot.matches('received')) return 'received'
  if (snapshot.matches('interview')) return 'interview'
  return snapshot.context.draft.step
}
