import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { callFailureOf, type Failure, type FailureMessages } from './failures'

export type { CallError, Failure, FailureMessages } from './failures'
export { callErrorOf, failureMessageOf, callFailureOf } from './failures'

/** The id under which the submission is invoked: its answers are `xstate.done.actor.submit` / `xstate.error.actor.submit`. */
export const SUBMIT_ACTOR_ID = 'submit'

/** What a form starts with: its failure texts, by the error's tag and code. */
export interface FormSubmissionInput {
  readonly failures: FailureMessages
}

/** The form's data. `output` and `failure` say how the last submission ended; an edit forgets both. */
export interface FormSubmissionContext {
  readonly failures: FailureMessages
  /** What the last successful submission answered (whatever the edge's `submit` resolves with), while `saved`. */
  readonly output: unknown
  /** Why the last submission failed (the tagged error and its message id), while `failed`. */
  readonly failure: Failure | null
  /** How many submissions succeeded: a form keyed by it empties itself after each one. */
  readonly savedCount: number
}

/** Events the form's screen sends. The values are checked by the screen (valibot) before they are submitted. */
export type FormSubmissionEvent =
  | { readonly type: 'user.submitted'; readonly values: unknown }
  /** A field changed: a shown failure or "saved" goes. */
  | { readonly type: 'user.edited' }
  /** The user gave up on the submission (or its outcome): a call in flight is stopped and its answer dropped. */
  | { readonly type: 'user.cancelled' }

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

/**
 * One form's submission (a settings form, the apply form, a profile form): `editing` -> `submitting` (one call in
 * flight; more submits are ignored) -> `saved` or `failed`. The failure is held as a tagged error with its message
 * id, looked up in the input's `failures` by `_tag`, status and `code`; an edit after a failure or a save goes back
 * to `editing` and forgets it. `user.cancelled` is the cancel exit. Effect, provided at the edge: actor `submit`
 * (input: the submitted values; output: what `saved` shows), which does the call and whatever must follow a success
 * (storing new tokens, a new profile) even when the screen is gone.
 */
export const formSubmissionMachine = setup({
  types: {
    context: {} as FormSubmissionContext,
    events: {} as FormSubmissionEvent,
    input: {} as FormSubmissionInput,
    /** `busy`: the submission is in flight (the submit button waits). */
    tags: {} as 'busy',
  },
  actors: {
    /** Sends the form's values; rejects with an ApiError. */
    submit: fromPromise<unknown, unknown>(notProvided('submit')),
  },
  actions: {
    forgetOutcome: assign({ output: null, failure: null }),
    rememberOutput: assign(({ context }, params: { output: unknown }) => ({ output: params.output, failure: null, savedCount: context.savedCount + 1 })),
    rememberFailure: assign(({ context }, params: { error: unknown }) => ({ output: null, failure: callFailureOf(params.error, context.failures) })),
  },
}).createMachine({
  id: 'formSubmission',
  context: ({ input }) => ({ failures: input.failures, output: null, failure: null, savedCount: 0 }),
  initial: 'editing',
  on: {
    'user.cancelled': { target: '.editing', actions: 'forgetOutcome' },
  },
  states: {
    editing: {
      description: 'The form as typed; nothing sent since the last edit.',
      on: { 'user.submitted': 'submitting' },
    },
    submitting: {
      description: 'One submission in flight (its values go to `submit`); another submit or an edit waits for its answer.',
      tags: 'busy',
      entry: 'forgetOutcome',
      invoke: {
        id: SUBMIT_ACTOR_ID,
        src: 'submit',
        input: ({ event }: { event: FormSubmissionEvent }) => (event.type === 'user.submitted' ? event.values : undefined),
        onDone: { target: 'saved', actions: { type: 'rememberOutput', params: ({ event }: { event: { output: unknown } }) => ({ output: event.output }) } },
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      description: 'The last submission succeeded (`output` holds its answer) until the next edit or submit.',
      on: {
        'user.edited': { target: 'editing', actions: 'forgetOutcome' },
        'user.submitted': 'submitting',
      },
    },
    failed: {
      description: 'The last submission failed (`failure` says why) until the next edit or submit.',
      on: {
        'user.edited': { target: 'editing', actions: 'forgetOutcome' },
        'user.submitted': 'submitting',
      },
    },
  },
})

/** The machine's logic type, for hooks and tests. */
export type FormSubmissionMachine = typeof formSubmissionMachine
/** A running form submission. */
export type FormSubmissionActor = ActorRefFrom<FormSubmissionMachine>
export type FormSubmissionSnapshot = SnapshotFrom<FormSubmissionMachine>
