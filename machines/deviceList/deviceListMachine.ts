import { assign, fromPromise, setup, type EventObject } from 'xstate'
import type { ApiNotice } from '../../core/api'

/** A list kept on the device while signed out and in the account while signed in (saved jobs, recent searches). */
export interface DeviceListContext<Item, Change> {
  /** The list as its keeper holds it: the device's (signed out) or the account's as last answered. */
  readonly confirmed: readonly Item[]
  /** Changes shown already and not yet answered, oldest first; the first is the one being sent. */
  readonly pending: readonly Change[]
  /** The device's list, merged into the account at the next sign-in; [] once merged. */
  readonly device: readonly Item[]
  readonly signedIn: boolean
}

export interface DeviceListInput<Item> {
  readonly signedIn: boolean
  /** The device's stored list (signed out: the list itself; signed in: what a failed merge left). */
  readonly device: readonly Item[]
}

export type DeviceListSessionEvent = { readonly type: 'session.signedIn' } | { readonly type: 'session.signedOut' }

/** What makes one list: its changes, how they apply, and what the user is told when a call fails. */
export interface DeviceListRules<Context extends DeviceListContext<Item, Change>, Input extends DeviceListInput<Item>, Event extends EventObject, Item, Change, Answer> {
  readonly id: string
  /** The events that ask for a change of the list. */
  readonly changeEvents: readonly Event['type'][]
  /** The context's fields besides the list's own (a cap), from the input. */
  readonly extra: (input: Input) => Omit<Context, keyof DeviceListContext<Item, Change>>
  /** The change an event asks for, or null when it would alter nothing shown (or is refused). */
  readonly changeOf: (context: Context, event: Event) => Change | null
  /** The toast of an event refused outright (a full list), or null; none when the list refuses nothing. */
  readonly refusalOf?: (context: Context, event: Event) => ApiNotice | null
  readonly apply: (list: readonly Item[], change: Change, context: Context) => readonly Item[]
  /** The change as the account answered it, and the changes still waiting (the server's ids for the device's). */
  readonly answered?: (sent: Change, answer: Answer, rest: readonly Change[]) => { readonly change: Change; readonly rest: readonly Change[] }
  /** The toast of a refused change. */
  readonly failureNotice: (change: Change, error: unknown, context: Context) => ApiNotice
  /** The toast of a failed load (or merge) of the account's list. */
  readonly loadFailed: ApiNotice
}

type ErasedContext = DeviceListContext<unknown, unknown> & Record<string, unknown>

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`))

/** What the user sees: the kept list with the changes on their way applied (optimistic). */
export const shownOf = <Context extends DeviceListContext<Item, Change>, Item, Change>(
  context: Context,
  apply: (list: readonly Item[], change: Change, context: Context) => readonly Item[],
): readonly Item[] => context.pending.reduce((list, change) => apply(list, change, context), context.confirmed)

/** The effects and guards, typed for one list: what `provide` fills in and the explorer names. */
function implementations<Context extends DeviceListContext<Item, Change>, Event extends EventObject, Item, Change, Answer>(
  rules: Pick<DeviceListRules<Context, never, Event, Item, Change, Answer>, 'changeOf' | 'refusalOf'>,
) {
  return {
    actors: {
      /** Merges the device's list into the account's (or just reads the account's when the device has none). */
      syncAccount: fromPromise<readonly Item[], { readonly device: readonly Item[] }>(notProvided('syncAccount')),
      /** Sends one change; what the account answers goes to `answered`. */
      sendChange: fromPromise<Answer, Change>(notProvided('sendChange')),
    },
    actions: {
      storeDeviceList: (_: unknown, _list: readonly Item[]) => undefined,
      clearDeviceList: () => undefined,
      notify: (_: unknown, _notice: ApiNotice) => undefined,
    },
    guards: {
      signedIn: ({ context }: { context: Context }) => context.signedIn,
      hasPending: ({ context }: { context: Context }) => context.pending.length > 0,
      /** The event asks for a change that alters what is shown. */
      changes: ({ context, event }: { context: Context; event: EventObject }) => rules.changeOf(context, event as Event) !== null,
      /** The event is refused outright (a full list): a toast says so. */
      refused: ({ context, event }: { context: Context; event: EventObject }) => (rules.refusalOf?.(context, event as Event) ?? null) !== null,
    },
  }
}

/** The states, as their names type the machine's `matches` (the config itself is built untyped below). */
interface DeviceListStates {
  initial: 'starting'
  states: { starting: object; device: object; loading: object; account: { initial: 'idle'; states: { idle: object; sending: object } } }
}

/** The machine's type for one list (the factory's body is typed loosely: XState cannot check a generic config). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- only its type is used: DeviceListMachine
function typedMachine<Context extends DeviceListContext<Item, Change>, Input extends DeviceListInput<Item>, Event extends EventObject, Item, Change, Answer>(
  rules: Pick<DeviceListRules<Context, Input, Event, Item, Change, Answer>, 'changeOf' | 'refusalOf'>,
) {
  return setup({ types: {} as { context: Context; input: Input; events: Event | DeviceListSessionEvent }, ...implementations(rules) }).createMachine({
    context: ({ input }) => ({ confirmed: input.device, pending: [], device: input.device, signedIn: input.signedIn }) as unknown as Context,
    ...({} as DeviceListStates),
  })
}

export type DeviceListMachine<Context extends DeviceListContext<Item, Change>, Input extends DeviceListInput<Item>, Event extends EventObject, Item, Change, Answer> =
  ReturnType<typeof typedMachine<Context, Input, Event, Item, Change, Answer>>

/**
 * A list kept on the device and in the account. Signed out the list lives on the device (every change stored at
 * once); at sign-in the device's list is merged into the account's in one call, then cleared from the device (a failed
 * merge keeps it for the next sign-in); signed in, each change shows at once and is sent, one call at a time, and a
 * refused one is dropped (rolled back) with a toast. Signing out shows the device's list again.
 */
export const createDeviceListMachine = <
  Context extends DeviceListContext<Item, Change>,
  Input extends DeviceListInput<Item>,
  Event extends EventObject,
  Item,
  Change,
  Answer,
>(
  rules: DeviceListRules<Context, Input, Event, Item, Change, Answer>,
): DeviceListMachine<Context, Input, Event, Item, Change, Answer> => erasedMachine(rules as unknown as ErasedRules) as unknown as DeviceListMachine<Context, Input, Event, Item, Change, Answer>

type ErasedRules = DeviceListRules<ErasedContext, DeviceListInput<unknown>, EventObject, unknown, unknown, unknown>

/** The factory's body, on the list's types erased: XState cannot check a config generic in its context. */
function erasedMachine(rules: ErasedRules) {
  type Context = ErasedContext
  type Event = EventObject
  type Change = unknown
  type Answer = unknown
  type Any = never
  const answered = rules.answered ?? ((sent: Change, _answer: Answer, rest: readonly Change[]) => ({ change: sent, rest }))
  const refused = rules.refusalOf === undefined ? [] : [{ guard: 'refused', actions: { type: 'notify', params: ({ context, event }: { context: Context; event: Event }) => rules.refusalOf?.(context, event) } }]
  const either = <T,>(change: T) => (refused.length === 0 ? change : [change, ...refused])
  const onEach = (transition: object) => Object.fromEntries(rules.changeEvents.map((type) => [type, either(transition)]))
  const machine = setup({
    types: {} as { context: Context; input: DeviceListInput<unknown>; events: Event },
    ...implementations<Context, Event, unknown, Change, Answer>(rules),
  }).createMachine({
    id: rules.id,
    context: ({ input }) => ({ confirmed: input.signedIn ? [] : input.device, pending: [], device: input.device, signedIn: input.signedIn, ...rules.extra(input) }) as Any,
    initial: 'starting',
    states: {
      starting: { always: [{ guard: 'signedIn', target: 'loading' }, { target: 'device' }] },
      device: {
        on: {
          ...(onEach({
            guard: 'changes',
            actions: [
              assign(({ context, event }: { context: Context; event: Event }) => {
                const list = rules.apply(context.confirmed, rules.changeOf(context, event as Event) as Change, context)
                return { confirmed: list, device: list } as Any
              }),
              { type: 'storeDeviceList', params: ({ context }: { context: Context }) => context.confirmed },
            ],
          }) as Record<string, never>),
          // The device's list stays shown while it is merged (no flicker); the account's answer replaces it.
          'session.signedIn': { target: 'loading', actions: assign({ signedIn: true } as Any) },
        },
      },
      loading: {
        invoke: {
          id: 'syncAccount',
          src: 'syncAccount',
          input: ({ context }) => ({ device: context.device }),
          onDone: { target: 'account', actions: [assign(({ event }) => ({ confirmed: event.output, device: [] }) as Any), 'clearDeviceList'] },
          // The device's list stays on the device for the next sign-in; the account's is unknown.
          onError: { target: 'account', actions: [assign({ confirmed: [] } as Any), { type: 'notify', params: rules.loadFailed }] },
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
              input: ({ context }: { context: Context }) => context.pending[0] as Change,
              onDone: {
                target: 'idle',
                actions: assign(({ context, event }) => {
                  const [sent, ...rest] = context.pending as [Change, ...Change[]]
                  const settled = answered(sent, event.output, rest)
                  return { confirmed: rules.apply(context.confirmed, settled.change, context), pending: settled.rest } as Any
                }),
              },
              onError: {
                target: 'idle',
                actions: [
                  { type: 'notify', params: ({ context, event }) => rules.failureNotice(context.pending[0] as Change, event.error, context) },
                  assign(({ context }) => ({ pending: context.pending.slice(1) }) as Any),
                ],
              },
            },
          },
        },
      },
    },
    // Signed in (loading or account): a change shows at once and waits its turn to be sent.
    on: {
      ...(onEach({
        guard: 'changes',
        actions: assign(({ context, event }: { context: Context; event: Event }) => ({ pending: [...context.pending, rules.changeOf(context, event as Event) as Change] }) as Any),
      }) as Record<string, never>),
      'session.signedOut': { target: '.device', actions: assign(({ context }) => ({ confirmed: context.device, pending: [], signedIn: false }) as Any) },
    },
  })
  return machine
}
