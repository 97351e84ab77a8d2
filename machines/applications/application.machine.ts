import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import {
  answersForm,
  answersFormChanged,
  answersOf,
  canEdit,
  canWithdraw,
  checkAnswersForm,
  type AnswersField,
  type AnswersForm,
  type Application,
  type ApplicationAnswers,
} from '../../core/applications'
import type { Failure } from '../forms/failures'
import { loadFailureOf, saveFailureOf, withdrawFailureOf } from './applicationFailures'

/** The ids under which the calls are invoked (their answers are `xstate.done.actor.<id>` / `xstate.error.actor.<id>`). */
export const LOAD_APPLICATION_ACTOR_ID = 'loadApplication'
export const SAVE_ANSWERS_ACTOR_ID = 'saveAnswers'
export const WITHDRAW_ACTOR_ID = 'withdrawApplication'

export interface ApplicationInput {
  readonly id: string
  /** What was typed before a reload (the session's draft): it replaces the loaded answers in the form. */
  readonly draft?: AnswersForm | null
}

export interface SaveAnswersInput {
  readonly id: string
  readonly answers: ApplicationAnswers
}

/** One application's page: the application, the edit form as typed, and how the last call ended. */
export interface ApplicationContext {
  readonly id: string
  readonly application: Application | null
  /** The edit form as the user typed it: kept through a failed save (nothing typed is lost). */
  readonly draft: AnswersForm | null
  /** The draft a save in flight sent: when the save lands and nothing was typed since, the draft takes the saved values. */
  readonly sent: AnswersForm | null
  /** Field problems of the last save attempt (catalogue ids), until the field is edited. */
  readonly fieldErrors: Partial<Record<AnswersField, string>>
  readonly failure: Failure | null
  /** What just succeeded (a notice the page shows), until the next edit or request. */
  readonly notice: 'saved' | 'withdrawn' | null
  /** The draft kept from before a reload, until the application has loaded. */
  readonly restored: AnswersForm | null
}

export type ApplicationEvent =
  | { readonly type: 'user.edited'; readonly field: AnswersField; readonly value: string }
  | { readonly type: 'user.saveRequested' }
  | { readonly type: 'user.withdrawRequested' }
  | { readonly type: 'user.withdrawConfirmed' }
  | { readonly type: 'user.withdrawCancelled' }
  | { readonly type: 'user.retried' }

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

const settled = (application: Application) => ({ application, draft: answersForm(answersOf(application)) })

/**
 * One application's page (spec: Application - edited and saved; withdrawn after confirmation): `loading` ->
 * `ready` (`idle`, `saving`, `confirmingWithdraw`, `withdrawing`) or `loadFailed` (retry). The edit form's draft
 * lives here so that a failed save keeps every typed value; a save is sent only when the draft passes the shared
 * ApplicationAnswersSchema and the application is still open; a withdraw only after the user confirms it. The
 * server's refusal of a withdraw (hired, rejected) is the failure myApplications.withdraw.refused. Effects,
 * provided at the edge: actors `loadApplication`, `saveAnswers`, `withdrawApplication`.
 */
export const applicationMachine = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
    input: {} as ApplicationInput,
    /** `busy`: a call is in flight. */
    tags: {} as 'busy',
  },
  actors: {
    /** GET /rest/applications/{id} (marks it seen). */
    loadApplication: fromPromise<Application, ApplicationInput>(notProvided('loadApplication')),
    /** PATCH /rest/applications/{id}. */
    saveAnswers: fromPromise<Application, SaveAnswersInput>(notProvided('saveAnswers')),
    /** POST /rest/applications/{id}/withdraw. */
    withdrawApplication: fromPromise<Application, ApplicationInput>(notProvided('withdrawApplication')),
  },
  guards: {
    draftIsValid: ({ context }) => context.draft !== null && checkAnswersForm(context.draft, context.application?.charity ?? null).ok,
    isEditable: ({ context }) => context.application !== null && canEdit(context.application.status),
    isWithdrawable: ({ context }) => context.application !== null && canWithdraw(context.application.status),
  },
  actions: {
    adoptLoaded: assign(({ context }, params: { application: Application }) => {
      const loaded = settled(params.application)
      const draft = context.restored !== null && canEdit(params.application.status) ? context.restored : loaded.draft
      return { ...loaded, draft, restored: null, failure: null, fieldErrors: {} }
    }),
    adoptSaved: assign(({ context }, params: { application: Application }) => {
      const typedSince = context.draft !== null && context.sent !== null && answersFormChanged(context.draft, context.sent)
      return { application: params.application, draft: typedSince ? context.draft : answersForm(answersOf(params.application)), sent: null, notice: 'saved' as const }
    }),
    adoptWithdrawn: assign((_, params: { application: Application }) => ({ application: params.application, notice: 'withdrawn' as const })),
    edit: assign(({ context }, params: { field: AnswersField; value: string }) => {
      if (context.draft === null) return {}
      const { [params.field]: _fixed, ...fieldErrors } = context.fieldErrors
      return { draft: { ...context.draft, [params.field]: params.value }, fieldErrors, failure: null, notice: null }
    }),
    markFieldErrors: assign(({ context }) => {
      const check = context.draft === null ? null : checkAnswersForm(context.draft, context.application?.charity ?? null)
      return { fieldErrors: check !== null && !check.ok ? check.errors : {}, notice: null }
    }),
    rememberSent: assign(({ context }) => ({ sent: context.draft, failure: null, notice: null, fieldErrors: {} })),
    forgetOutcome: assign({ failure: null, notice: null }),
    rememberLoadFailure: assign((_, params: { error: unknown }) => ({ failure: loadFailureOf(params.error) })),
    rememberSaveFailure: assign((_, params: { error: unknown }) => ({ failure: saveFailureOf(params.error), sent: null })),
    rememberWithdrawFailure: assign((_, params: { error: unknown }) => ({ failure: withdrawFailureOf(params.error) })),
  },
}).createMachine({
  id: 'application',
  context: ({ input }) => ({ id: input.id, application: null, draft: null, sent: null, fieldErrors: {}, failure: null, notice: null, restored: input.draft ?? null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the application with its status history; the server marks its latest change seen.',
      tags: 'busy',
      invoke: {
        id: LOAD_APPLICATION_ACTOR_ID,
        src: 'loadApplication',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: { type: 'adoptLoaded', params: ({ event }) => ({ application: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'rememberLoadFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      description: 'Not found, or the call failed (`failure` says which); the user may try again.',
      on: { 'user.retried': { target: 'loading', actions: 'forgetOutcome' } },
    },
    ready: {
      initial: 'idle',
      on: {
        // Typing is never refused: while a call is in flight too, the draft takes every keystroke.
        'user.edited': { actions: { type: 'edit', params: ({ event }) => ({ field: event.field, value: event.value }) } },
      },
      states: {
        idle: {
          description: 'The application and its edit form; `notice` or `failure` tell how the last request ended.',
          on: {
            'user.saveRequested': [
              { guard: 'isEditable', target: 'checking' },
            ],
            'user.withdrawRequested': { guard: 'isWithdrawable', target: 'confirmingWithdraw', actions: 'forgetOutcome' },
          },
        },
        checking: {
          description: 'The draft is checked with the shared schema: sent when valid, else its field problems are shown.',
          always: [
            { guard: 'draftIsValid', target: 'saving', actions: 'rememberSent' },
            { target: 'idle', actions: 'markFieldErrors' },
          ],
        },
        saving: {
          description: 'One save in flight; a failure keeps the draft as typed.',
          tags: 'busy',
          invoke: {
            id: SAVE_ANSWERS_ACTOR_ID,
            src: 'saveAnswers',
            input: ({ context }) => {
              const check = checkAnswersForm(context.sent ?? context.draft!, context.application?.charity ?? null)
              return { id: context.id, answers: check.ok ? check.value : answersOf(context.application!) }
            },
            onDone: { target: 'idle', actions: { type: 'adoptSaved', params: ({ event }) => ({ application: event.output }) } },
            onError: { target: 'idle', actions: { type: 'rememberSaveFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        confirmingWithdraw: {
          description: 'The confirmation dialog: withdraw, or keep the application.',
          on: {
            'user.withdrawConfirmed': 'withdrawing',
            'user.withdrawCancelled': 'idle',
          },
        },
        withdrawing: {
          description: 'One withdraw in flight; a refusal (hired, rejected) says to contact the managing Pro.',
          tags: 'busy',
          invoke: {
            id: WITHDRAW_ACTOR_ID,
            src: 'withdrawApplication',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'idle', actions: { type: 'adoptWithdrawn', params: ({ event }) => ({ application: event.output }) } },
            onError: { target: 'idle', actions: { type: 'rememberWithdrawFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
})

export type ApplicationMachine = typeof applicationMachine
export type ApplicationActor = ActorRefFrom<ApplicationMachine>
export type ApplicationSnapshot = SnapshotFrom<ApplicationMachine>

/** The draft differs from the saved answers: leaving asks "Changes Not Saved". */
export const hasUnsavedChanges = (context: ApplicationContext): boolean =>
  context.application !== null && context.draft !== null && answersFormChanged(context.draft, answersForm(answersOf(context.application)))
