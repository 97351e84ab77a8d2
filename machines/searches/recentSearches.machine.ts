import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { ApiNotice } from '../../core/api'
import { applySearchChange, applySearchChanges, type RecentSearch, type SearchChange, type SearchId } from '../../core/searches'

export interface RecentSearchesContext {
  /** The list as its keeper holds it: the device's (signed out) or the account's as last answered. */
  readonly confirmed: readonly RecentSearch[]
  /** Changes shown already and not yet answered, oldest first; the first is the one being sent. */
  readonly pending: readonly SearchChange[]
  /** The device's list, merged into the account at the next sign-in; [] once merged. */
  readonly device: readonly RecentSearch[]
  readonly signedIn: boolean
}

export interface RecentSearchesInput {
  readonly signedIn: boolean
  /** The device's stored list (signed out: the list itself; signed in: what a failed merge left). */
  readonly device: readonly RecentSearch[]
}

export type RecentSearchesEvent =
  /** The user ran, starred or unstarred, renamed or deleted a search (core/searches SearchChange). */
  | { readonly type: 'user.changedSearches'; readonly change: SearchChange }
  | { readonly type: 'session.signedIn' }
  | { readonly type: 'session.signedOut' }

/** What the user sees: the kept list with the changes on their way applied (optimistic). */
export const shownSearches = (context: RecentSearchesContext): readonly RecentSearch[] => applySearchChanges(context.confirmed, context.pending)

/** The change an event asks for, or null for one that is not a change of the list. */
export const changeOf = (event: RecentSearchesEvent): SearchChange | null => (event.type === 'user.changedSearches' ? event.change : null)

/** The server's answer to a recorded search replaces the device-made id in the changes still waiting. */
const renamedIds = (pending: readonly SearchChange[], from: SearchId, to: SearchId): SearchChange[] =>
  pending.map((change) => (change.kind !== 'searched' && change.id === from ? { ...change, id: to } : change))

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`))

/**
 * The user's recent and favorite searches. Signed out the list lives on the device (every change stored at once); at
 * sign-in the device's list is merged into the account's in one call, then cleared from the device; signed in, each
 * change shows at once and is sent, one call at a time, and a refused one is dropped with a toast.
 */
export const recentSearchesMachine = setup({
  types: {} as { context: RecentSearchesContext; input: RecentSearchesInput; events: RecentSearchesEvent },
  actors: {
    /** Merges the device's list into the account's (or just reads the account's when the device has none). */
    syncAccount: fromPromise<readonly RecentSearch[], { readonly device: readonly RecentSearch[] }>(notProvided('syncAccount')),
    /** Sends one change; a recorded search answers the account's entry (with the server's id). */
    sendChange: fromPromise<RecentSearch | null, SearchChange>(notProvided('sendChange')),
  },
  actions: {
    storeDeviceList: (_, _list: readonly RecentSearch[]) => undefined,
    clearDeviceList: () => undefined,
    notify: (_, _notice: ApiNotice) => undefined,
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    hasPending: ({ context }) => context.pending.length > 0,
    /** The change would alter what is shown (an unknown id, a search already on top, a full favorites list: no). */
    changes: ({ context, event }) => {
      const change = changeOf(event)
      if (change === null) return false
      const shown = shownSearches(context)
      return JSON.stringify(applySearchChange(shown, change)) !== JSON.stringify(shown)
    },
  },
}).createMachine({
  id: 'recentSearches',
  context: ({ input }) => ({ confirmed: input.signedIn ? [] : input.device, pending: [], device: input.device, signedIn: input.signedIn }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'signedIn', target: 'loading' }, { target: 'device' }] },
    device: {
      on: {
        'user.changedSearches': {
          guard: 'changes',
          actions: [
            assign(({ context, event }) => {
              const list = applySearchChange(context.confirmed, changeOf(event) as SearchChange)
              return { confirmed: list, device: list }
            }),
            { type: 'storeDeviceList', params: ({ context }) => context.confirmed },
          ],
        },
        'session.signedIn': { target: 'loading', actions: assign({ signedIn: true }) },
      },
    },
    loading: {
      invoke: {
        id: 'syncAccount',
        src: 'syncAccount',
        input: ({ context }) => ({ device: context.device }),
        onDone: { target: 'account', actions: [assign({ confirmed: ({ event }) => event.output, device: [] }), 'clearDeviceList'] },
        onError: { target: 'account', actions: [assign({ confirmed: [] }), { type: 'notify', params: { id: 'searches.changeFailed' } }] },
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
            input: ({ context }) => context.pending[0] as SearchChange,
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const [sent, ...rest] = context.pending as [SearchChange, ...SearchChange[]]
                if (sent.kind === 'searched' && event.output !== null) {
                  return {
                    confirmed: applySearchChange(context.confirmed, { kind: 'searched', search: event.output }),
                    pending: renamedIds(rest, sent.search.id, event.output.id),
                  }
                }
                return { confirmed: applySearchChange(context.confirmed, sent), pending: rest }
              }),
            },
            onError: {
              target: 'idle',
              actions: [{ type: 'notify', params: { id: 'searches.changeFailed' } }, assign(({ context }) => ({ pending: context.pending.slice(1) }))],
            },
          },
        },
      },
    },
  },
  // Signed in (loading or account): a change shows at once and waits its turn to be sent.
  on: {
    'user.changedSearches': { guard: 'changes', actions: assign(({ context, event }) => ({ pending: [...context.pending, event.change] })) },
    'session.signedOut': { target: '.device', actions: assign(({ context }) => ({ confirmed: context.device, pending: [], signedIn: false })) },
  },
})

export type RecentSearchesMachine = typeof recentSearchesMachine
export type RecentSearchesActor = ActorRefFrom<RecentSearchesMachine>
