import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { ApiNotice } from '../../core/api'
import type { JobId } from '../../core/search'
import { applyChange, applyChanges, isSaved, SAVED_JOBS_CAP, type SavedJob, type SavedJobChange } from '../../core/savedJobs'
import { failureNotice } from './failures'

export interface SavedJobsContext {
  /** The list as its keeper holds it: the device's (signed out) or the account's as last answered. */
  readonly confirmed: readonly SavedJob[]
  /** Changes shown already and not yet answered, oldest first; the first is the one being sent. */
  readonly pending: readonly SavedJobChange[]
  /** The device's list, merged into the account at the next sign-in; [] once merged. */
  readonly device: readonly SavedJob[]
  readonly cap: number
  readonly signedIn: boolean
}

export interface SavedJobsInput {
  readonly signedIn: boolean
  /** The device's stored list (signed out: the list itself; signed in: what a failed merge left). */
  readonly device: readonly SavedJob[]
  /** The most jobs a list holds; default SAVED_JOBS_CAP (tests use a small one). */
  readonly cap?: number
}

export type SavedJobsEvent =
  | { readonly type: 'user.saved'; readonly saved: SavedJob }
  | { readonly type: 'user.unsaved'; readonly jobId: JobId }
  | { readonly type: 'session.signedIn' }
  | { readonly type: 'session.signedOut' }

/** What the user sees: the kept list with the changes on their way applied (optimistic). */
export const shownList = (context: SavedJobsContext): readonly SavedJob[] => applyChanges(context.confirmed, context.pending, context.cap)

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`))

/**
 * The user's saved jobs. Signed out the list lives on the device (every change stored at once); at sign-in the
 * device's list is merged into the account's in one call and then cleared from the device; signed in, each change
 * shows at once and is sent, one call at a time, and a refused one is rolled back with a toast.
 */
export const savedJobsMachine = setup({
  types: {} as { context: SavedJobsContext; input: SavedJobsInput; events: SavedJobsEvent },
  actors: {
    /** Merges the device's list into the account's (or just reads the account's when the device has none). */
    syncAccount: fromPromise<readonly SavedJob[], { readonly device: readonly SavedJob[] }>(notProvided('syncAccount')),
    /** Sends one change to the account. */
    sendChange: fromPromise<unknown, SavedJobChange>(notProvided('sendChange')),
  },
  actions: {
    storeDeviceList: (_, _list: readonly SavedJob[]) => undefined,
    clearDeviceList: () => undefined,
    notify: (_, _notice: ApiNotice) => undefined,
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    canSave: ({ context, event }) =>
      event.type === 'user.saved' && !isSaved(shownList(context), event.saved.job.id) && shownList(context).length < context.cap,
    isFull: ({ context, event }) => event.type === 'user.saved' && !isSaved(shownList(context), event.saved.job.id) && shownList(context).length >= context.cap,
    isShown: ({ context, event }) => event.type === 'user.unsaved' && isSaved(shownList(context), event.jobId),
    hasPending: ({ context }) => context.pending.length > 0,
  },
}).createMachine({
  id: 'savedJobs',
  context: ({ input }) => ({
    confirmed: input.signedIn ? [] : input.device,
    pending: [],
    device: input.device,
    cap: input.cap ?? SAVED_JOBS_CAP,
    signedIn: input.signedIn,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'signedIn', target: 'loading' }, { target: 'device' }],
    },
    device: {
      on: {
        'user.saved': [
          {
            guard: 'canSave',
            actions: [
              assign(({ context, event }) => {
                const list = applyChange(context.confirmed, { kind: 'save', saved: event.saved }, context.cap)
                return { confirmed: list, device: list }
              }),
              { type: 'storeDeviceList', params: ({ context }) => context.confirmed },
            ],
          },
          { guard: 'isFull', actions: { type: 'notify', params: ({ context }) => ({ id: 'saveJob.full', values: { cap: context.cap } }) } },
        ],
        'user.unsaved': {
          guard: 'isShown',
          actions: [
            assign(({ context, event }) => {
              const list = applyChange(context.confirmed, { kind: 'unsave', jobId: event.jobId })
              return { confirmed: list, device: list }
            }),
            { type: 'storeDeviceList', params: ({ context }) => context.confirmed },
          ],
        },
        // The device's list stays shown while it is merged (no flicker); the account's answer replaces it.
        'session.signedIn': { target: 'loading', actions: assign({ signedIn: true }) },
      },
    },
    loading: {
      invoke: {
        id: 'syncAccount',
        src: 'syncAccount',
        input: ({ context }) => ({ device: context.device }),
        onDone: { target: 'account', actions: [assign({ confirmed: ({ event }) => event.output, device: [] }), 'clearDeviceList'] },
        // The device's list stays on the device for the next sign-in; the account's is unknown.
        onError: { target: 'account', actions: [assign({ confirmed: [] }), { type: 'notify', params: { id: 'saveJob.loadFailed' } }] },
      },
    },
    account: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasPending', target: 'sending' } },
        sending: {
          invoke: {
            id: 'sendChange',
            src: 'sendChange',
            input: ({ context }) => context.pending[0] as SavedJobChange,
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => ({
                confirmed: applyChange(context.confirmed, context.pending[0] as SavedJobChange, context.cap),
                pending: context.pending.slice(1),
              })),
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'notify', params: ({ context, event }) => failureNotice(context.pending[0] as SavedJobChange, event.error, context.cap) },
                assign(({ context }) => ({ pending: context.pending.slice(1) })),
              ],
            },
          },
        },
      },
    },
  },
  // Signed in (loading or account): a change shows at once and waits its turn to be sent.
  on: {
    'user.saved': [
      { guard: 'canSave', actions: assign(({ context, event }) => ({ pending: [...context.pending, { kind: 'save' as const, saved: event.saved }] })) },
      { guard: 'isFull', actions: { type: 'notify', params: ({ context }) => ({ id: 'saveJob.full', values: { cap: context.cap } }) } },
    ],
    'user.unsaved': {
      guard: 'isShown',
      actions: assign(({ context, event }) => ({ pending: [...context.pending, { kind: 'unsave' as const, jobId: event.jobId }] })),
    },
    'session.signedOut': { target: '.device', actions: assign(({ context }) => ({ confirmed: context.device, pending: [], signedIn: false })) },
  },
})

export type SavedJobsMachine = typeof savedJobsMachine
export type SavedJobsActor = ActorRefFrom<SavedJobsMachine>
