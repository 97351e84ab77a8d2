import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { EmailChangePreview } from '../../core/accounts'
import { callErrorOf, type Failure } from '../forms/failures'
import { accountFailureOf } from './accountFailures'

/** The ids under which the calls are invoked (their answers are `xstate.done.actor.<id>` / `xstate.error.actor.<id>`). */
export const LOAD_EMAIL_CHANGE_ACTOR_ID = 'loadEmailChange'
export const CONFIRM_EMAIL_CHANGE_ACTOR_ID = 'confirmEmailChange'
export const CANCEL_EMAIL_CHANGE_ACTOR_ID = 'cancelEmailChange'

/** Which mailed link the page is for: its code (/settings/change-email/{code}). */
export interface EmailChangeInput {
  readonly code: string
}

/** What a confirmed change answers the machine: the account's address now. The edge keeps the new tokens itself. */
export interface ConfirmedEmailChange {
  readonly email: string
}

/** The flow's data. */
export interface EmailChangeContext {
  readonly code: string
  /** The address the change leads to (from the link's preview), then the account's address once confirmed. */
  readonly email: string | null
  /** Why the link cannot be used or a call failed: the tagged error and its message id. */
  readonly failure: Failure | null
}

/** What the user does on the link's page. */
export type EmailChangeEvent =
  | { readonly type: 'user.confirmRequested' }
  /** "Keep the current address": the pending change is cancelled on the server. */
  | { readonly type: 'user.abortRequested' }

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

const remember = { type: 'rememberFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const

/** A refused or failed call: a spent link is `expired`; every other refusal or failure ends the flow in `failed`. */
const refusal = [
  { guard: { type: 'linkIsSpent', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, target: '#emailChange.expired', actions: remember },
  { target: '#emailChange.failed', actions: remember },
] as const

/**
 * The page of the link mailed to a new address (spec: account settings, email change): the pending change is
 * loaded by its code, then the user confirms it (new tokens: the change revokes older ones) or cancels it. Ends in
 * exactly one final state: `confirmed`, `aborted` (cancelled by the user), `expired` (account.emailChangeExpired:
 * expired, used or replaced) or `failed` (account.emailChangeCancelled, account.emailChangeWrongUser,
 * account.emailInUse, or a call that failed). Effects, provided at the edge: actors `loadEmailChange`,
 * `confirmEmailChange` (which also keeps the new tokens) and `cancelEmailChange`.
 */
export const emailChangeMachine = setup({
  types: {
    context: {} as EmailChangeContext,
    events: {} as EmailChangeEvent,
    input: {} as EmailChangeInput,
    /** `busy`: a call is in flight (the buttons wait). */
    tags: {} as 'busy',
  },
  actors: {
    /** GET /rest/profile/email/{code}: the address of the pending change. */
    loadEmailChange: fromPromise<EmailChangePreview, EmailChangeInput>(notProvided('loadEmailChange')),
    /** POST /rest/profile/email/{code}/confirm; keeps the answered tokens before it resolves. */
    confirmEmailChange: fromPromise<ConfirmedEmailChange, EmailChangeInput>(notProvided('confirmEmailChange')),
    /** POST /rest/profile/email/{code}/cancel. */
    cancelEmailChange: fromPromise<void, EmailChangeInput>(notProvided('cancelEmailChange')),
  },
  guards: {
    linkIsSpent: (_, params: { error: unknown }) => {
      const error = callErrorOf(params.error)
      return error._tag === 'HttpError' && error.code === 'account.emailChangeExpired'
    },
  },
  actions: {
    adoptEmail: assign((_, params: { email: string }) => ({ email: params.email })),
    rememberFailure: assign((_, params: { error: unknown }) => ({ failure: accountFailureOf(params.error) })),
    forgetFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'emailChange',
  context: ({ input }) => ({ code: input.code, email: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the pending change of the link. Leaving the page stops the actor: the load is aborted and its answer dropped.',
      tags: 'busy',
      invoke: {
        id: LOAD_EMAIL_CHANGE_ACTOR_ID,
        src: 'loadEmailChange',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'requested', actions: { type: 'adoptEmail', params: ({ event }) => ({ email: event.output.email }) } },
        onError: refusal,
      },
    },
    requested: {
      description: 'The change waits for the user: make `email` the account\'s address, or keep the current one.',
      initial: 'deciding',
      states: {
        deciding: {
          on: {
            'user.confirmRequested': { target: 'confirming', actions: 'forgetFailure' },
            'user.abortRequested': { target: 'aborting', actions: 'forgetFailure' },
          },
        },
        confirming: {
          description: 'One confirm in flight; not cancellable: its answer holds the only tokens still valid, which the edge keeps.',
          tags: 'busy',
          invoke: {
            id: CONFIRM_EMAIL_CHANGE_ACTOR_ID,
            src: 'confirmEmailChange',
            input: ({ context }) => ({ code: context.code }),
            onDone: { target: '#emailChange.confirmed', actions: { type: 'adoptEmail', params: ({ event }) => ({ email: event.output.email }) } },
            onError: refusal,
          },
        },
        aborting: {
          description: 'One cancel in flight.',
          tags: 'busy',
          invoke: {
            id: CANCEL_EMAIL_CHANGE_ACTOR_ID,
            src: 'cancelEmailChange',
            input: ({ context }) => ({ code: context.code }),
            onDone: '#emailChange.aborted',
            onError: refusal,
          },
        },
      },
    },
    confirmed: { description: 'The account\'s address is now `email`.', type: 'final' },
    aborted: { description: 'The user cancelled the change: the address stays.', type: 'final' },
    expired: { description: 'The link has expired or was already used or replaced.', type: 'final' },
    failed: { description: 'The link cannot be used here (`failure` says why), or a call failed.', type: 'final' },
  },
})

/** The machine's logic type, for hooks and tests. */
export type EmailChangeMachine = typeof emailChangeMachine
/** A running email change. */
export type EmailChangeActor = ActorRefFrom<EmailChangeMachine>
export type EmailChangeSnapshot = SnapshotFrom<EmailChangeMachine>
