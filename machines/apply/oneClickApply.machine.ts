import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { ONE_CLICK_UNDO_MS } from '../../core/apply'
import type { ApplyAnswer } from '../../core/applications'
import { callFailureOf, type Failure } from '../forms/failures'
import { APPLY_FAILURES } from './failures'

/** The id of the invoked 1-Click submit. */
export const ONE_CLICK_SUBMIT_ACTOR_ID = 'oneClickSubmit'

export type OneClickApplyEvent =
  /** The 1-Click button: starts the undo window; `key` is this application's idempotency key (made at the edge). */
  | { readonly type: 'user.clicked'; readonly key: string }
  | { readonly type: 'user.undone' }
  | { readonly type: 'user.retried' }
  | { readonly type: 'user.dismissed' }

export interface OneClickApplyContext {
  readonly jobId: string
  /** The current application's key: a retry sends the same one. */
  readonly key: string | null
  readonly answer: ApplyAnswer | null
  readonly failure: Failure | null
  /** Whether the last click was undone (the screen says nothing was sent). */
  readonly undone: boolean
}

export interface OneClickSubmitInput {
  readonly jobId: string
  readonly key: string
}

const notProvided = fromPromise<ApplyAnswer, OneClickSubmitInput>(() => Promise.reject(new Error('oneClickSubmit not provided')))

/**
 * 1-Click Apply for one job (docs/machines.md, "oneClickApply"): a click opens an undo window of ONE_CLICK_UNDO_MS
 * on the clock; an undo in it sends nothing; when it ends the application is sent once (from what is on file,
 * `oneClickSubmit`, provided by the edge) and the flow ends at received, or failed with a retry that reuses the key.
 */
export const oneClickApplyMachine = setup({
  types: {
    context: {} as OneClickApplyContext,
    events: {} as OneClickApplyEvent,
    input: {} as { readonly jobId: string },
  },
  actors: { oneClickSubmit: notProvided },
  delays: { undoWindow: ONE_CLICK_UNDO_MS },
}).createMachine({
  id: 'oneClickApply',
  context: ({ input }) => ({ jobId: input.jobId, key: null, answer: null, failure: null, undone: false }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.clicked': { target: 'undoWindow', actions: assign(({ event }) => ({ key: event.key, undone: false, failure: null })) },
      },
    },
    undoWindow: {
      description: 'A few seconds to change one\'s mind: nothing is sent yet.',
      after: { undoWindow: 'submitting' },
      on: { 'user.undone': { target: 'idle', actions: assign({ key: null, undone: true }) } },
    },
    submitting: {
      invoke: {
        id: ONE_CLICK_SUBMIT_ACTOR_ID,
        src: 'oneClickSubmit',
        input: ({ context }) => ({ jobId: context.jobId, key: context.key! }),
        onDone: { target: 'received', actions: assign(({ event }) => ({ answer: event.output })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ failure: callFailureOf(event.error, APPLY_FAILURES) })) },
      },
    },
    failed: {
      on: {
        'user.retried': { target: 'submitting', actions: assign({ failure: null }) },
        'user.dismissed': { target: 'idle', actions: assign({ failure: null, key: null }) },
      },
    },
    received: { type: 'final' },
  },
})

export type OneClickApplyMachine = typeof oneClickApplyMachine
export type OneClickApplyActor = ActorRefFrom<OneClickApplyMachine>
export type OneClickApplySnapshot = SnapshotFrom<OneClickApplyMachine>
