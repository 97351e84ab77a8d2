import { assign, emit, fromPromise, not, setup } from 'xstate'
import { LOGIN_RECHECK_AFTER_TOKEN_CHANGE_MS } from '../../core/constants'
import { decideAccess, HOME_PATH, type RouteTarget, type SessionFacts } from '../../core/session'

/** A custom action of the "Changes Not Saved" dialog: a catalogue label and whether choosing it leaves the page. */
export interface LeaveDialogAction {
  readonly id: string
  readonly labelId: string
  readonly proceeds: boolean
}

/** How the page wants its leave dialog: the default Continue / Cancel, or its own actions. */
export interface LeaveDialog {
  readonly actions?: readonly LeaveDialogAction[]
}

/** The guard's verdict on one navigation (or re-check), as a tagged value. */
export type NavigationDecision =
  | { readonly _tag: 'Allowed'; readonly target: RouteTarget }
  | { readonly _tag: 'Redirected'; readonly target: RouteTarget; readonly to: string; readonly because: 'loginRequired' | 'adminRequired' | 'loggedOut' }
  | { readonly _tag: 'Cancelled'; readonly target: RouteTarget; readonly because: 'leaveCancelled' | 'checkFailed' }

export interface NavigationGuardContext {
  /** The route on screen (the last one allowed, or the public page a redirect went to). */
  readonly current: RouteTarget | null
  /** The navigation being decided. */
  readonly pending: RouteTarget | null
  /** The page on screen holds unsaved changes (its leave event would be prevented): some part of it holds them. */
  readonly leaveBlocked: boolean
  /** The parts of the page holding unsaved changes (a page's forms each hold or release their own). */
  readonly holders: readonly string[]
  /** The question on screen is about signing out, not about a navigation. */
  readonly signingOut: boolean
  readonly leaveDialog: LeaveDialog | null
  /** Where the last redirect sends the router: that navigation is not asked about unsaved changes again. */
  readonly redirectingTo: string | null
  /** The session token changed while a check or the dialog was running: re-check when it ends. */
  readonly recheckDue: boolean
  /** The pending check is a re-check of the route on screen (not a navigation). */
  readonly rechecking: boolean
  readonly decision: NavigationDecision | null
}

export type NavigationGuardEvent =
  | { readonly type: 'router.navigationRequested'; readonly target: RouteTarget }
  | { readonly type: 'page.unsavedChangesHeld'; readonly dialog?: LeaveDialog; readonly holder?: string }
  | { readonly type: 'page.unsavedChangesReleased'; readonly holder?: string }
  /** The user asks to sign out: with unsaved changes the same question is asked first. */
  | { readonly type: 'user.signOutRequested' }
  | { readonly type: 'user.leaveConfirmed' }
  | { readonly type: 'user.leaveCancelled' }
  | { readonly type: 'session.tokenChanged' }
  | { readonly type: 'session.loggedOut' }

/**
 * Emitted for every decision (`recheck` when it is about the route already on screen); when the user chose to
 * lose the unsaved changes (the page drops its drafts); when signing out may go ahead.
 */
export type NavigationGuardEmitted =
  | { readonly type: 'navigation.decided'; readonly decision: NavigationDecision; readonly recheck: boolean }
  | { readonly type: 'navigation.changesDiscarded' }
  | { readonly type: 'navigation.signOutAllowed' }

/** The holder of changes held without a name (a page with one form). */
export const PAGE_HOLDER = 'page'

export const CHECK_SESSION_ACTOR_ID = 'checkSession'

const initialContext: NavigationGuardContext = {
  current: null,
  pending: null,
  leaveBlocked: false,
  holders: [],
  signingOut: false,
  leaveDialog: null,
  redirectingTo: null,
  recheckDue: false,
  rechecking: false,
  decision: null,
}

const publicRoute = (href: string): RouteTarget => ({ href, requiresAuth: false, requiresAdmin: false })

const withoutHash = (href: string): string => href.split('#', 1)[0]!

/**
 * Two hrefs show the same page when only their hash differs (or nothing does): going from one to the other
 * (a reload, a same-address link, an in-page anchor) leaves nothing, so unsaved changes are not asked about.
 */
export const isSamePage = (href: string, otherHref: string): boolean => withoutHash(href) === withoutHash(otherHref)

/**
 * The navigation guard (spec section 4). Before each navigation the page's unsaved changes are checked: held
 * changes open `confirmingLeave` (the "Changes Not Saved" dialog) until the user continues or cancels, unless the
 * navigation stays on the page on screen (same href but for the hash, see {@link isSamePage}). Then
 * `checkSession` (provided at the edge; it may wait for a due refresh) gives the session facts and the target
 * is allowed or redirected to /login (redirect = the full target path, email when known); a requiresAdmin
 * route needs the admin flag too. A check that throws cancels the navigation and removes the token (the
 * provided `removeToken` effect). The route on screen is re-checked 100 ms after the session token changes.
 */
export const navigationGuardMachine = setup({
  types: {
    context: {} as NavigationGuardContext,
    events: {} as NavigationGuardEvent,
    emitted: {} as NavigationGuardEmitted,
  },
  actors: {
    checkSession: fromPromise<SessionFacts, { target: RouteTarget }>(async () => {
      throw new Error('checkSession not provided')
    }),
  },
  delays: { loginRecheck: LOGIN_RECHECK_AFTER_TOKEN_CHANGE_MS },
  guards: {
    asksToLeave: ({ context }, params: { target: RouteTarget }) =>
      context.leaveBlocked &&
      context.current !== null &&
      !isSamePage(params.target.href, context.current.href) &&
      params.target.href !== context.redirectingTo,
    hasCurrentRoute: ({ context }) => context.current !== null,
    currentRouteRequiresLogin: ({ context }) => context.current !== null && (context.current.requiresAuth || context.current.requiresAdmin),
    recheckDue: ({ context }) => context.recheckDue,
    leaveBlocked: ({ context }) => context.leaveBlocked,
    signingOut: ({ context }) => context.signingOut,
  },
  actions: {
    removeToken: () => {
      throw new Error('removeToken not provided')
    },
    requestNavigation: assign((_, params: { target: RouteTarget }) => ({ pending: params.target, rechecking: false, decision: null, signingOut: false })),
    recheckCurrent: assign(({ context }) => ({ pending: context.current, rechecking: true, decision: null })),
    holdChanges: assign(({ context }, params: { dialog: LeaveDialog | null; holder: string }) => ({
      leaveBlocked: true,
      holders: [...context.holders.filter((holder) => holder !== params.holder), params.holder],
      leaveDialog: params.dialog ?? context.leaveDialog,
    })),
    releaseHolder: assign(({ context }, params: { holder: string }) => {
      const holders = context.holders.filter((holder) => holder !== params.holder)
      const leaveBlocked = holders.length > 0
      return { holders, leaveBlocked, leaveDialog: leaveBlocked ? context.leaveDialog : null }
    }),
    releaseChanges: assign({ leaveBlocked: false, holders: [], leaveDialog: null }),
    askToSignOut: assign({ signingOut: true }),
    stopSigningOut: assign({ signingOut: false }),
    announceDiscarded: emit({ type: 'navigation.changesDiscarded' as const }),
    allowSignOut: emit({ type: 'navigation.signOutAllowed' as const }),
    markRecheckDue: assign({ recheckDue: true }),
    startCheck: assign({ recheckDue: false }),
    decide: assign(({ context }, params: { facts: SessionFacts }) => {
      const target = context.pending ?? publicRoute(HOME_PATH)
      const access = decideAccess(target, params.facts)
      if (access._tag === 'Allowed') return { decision: { _tag: 'Allowed', target } as const, current: target, pending: null, redirectingTo: null }
      const decision = { _tag: 'Redirected', target, to: access.to, because: access.because } as const
      return { decision, current: publicRoute(access.to), pending: null, redirectingTo: access.to, leaveBlocked: false, leaveDialog: null }
    }),
    cancel: assign(({ context }, params: { because: 'leaveCancelled' | 'checkFailed' }) => ({
      decision: { _tag: 'Cancelled', target: context.pending ?? publicRoute(HOME_PATH), because: params.because } as const,
      pending: null,
    })),
    sendHome: assign(({ context }) => ({
      decision: { _tag: 'Redirected', target: context.current ?? publicRoute(HOME_PATH), to: HOME_PATH, because: 'loggedOut' } as const,
      current: publicRoute(HOME_PATH),
      pending: null,
      redirectingTo: HOME_PATH,
      rechecking: true,
      leaveBlocked: false,
      holders: [],
      leaveDialog: null,
    })),
    announceDecision: emit(({ context }) => ({
      type: 'navigation.decided' as const,
      decision: context.decision!,
      recheck: context.rechecking,
    })),
  },
}).createMachine({
  id: 'navigationGuard',
  context: initialContext,
  initial: 'idle',
  on: {
    'router.navigationRequested': [
      {
        guard: { type: 'asksToLeave', params: ({ event }) => event },
        target: '.confirmingLeave',
        actions: { type: 'requestNavigation', params: ({ event }) => event },
      },
      { target: '.checkingAccess', reenter: true, actions: { type: 'requestNavigation', params: ({ event }) => event } },
    ],
    'page.unsavedChangesHeld': { actions: { type: 'holdChanges', params: ({ event }) => ({ dialog: event.dialog ?? null, holder: event.holder ?? PAGE_HOLDER }) } },
    'page.unsavedChangesReleased': { actions: { type: 'releaseHolder', params: ({ event }) => ({ holder: event.holder ?? PAGE_HOLDER }) } },
    'user.signOutRequested': [
      { guard: 'leaveBlocked', target: '.confirmingLeave', actions: 'askToSignOut' },
      { actions: 'allowSignOut' },
    ],
    'session.loggedOut': { guard: 'currentRouteRequiresLogin', target: '.idle', actions: ['sendHome', 'announceDecision'] },
  },
  states: {
    idle: {
      description: 'Nothing to decide.',
      on: { 'session.tokenChanged': { guard: 'hasCurrentRoute', target: 'awaitingRecheck' } },
    },
    confirmingLeave: {
      // Before a navigation, or before signing out (context.signingOut).
      description: 'The page holds unsaved changes: the "Changes Not Saved" dialog decides (Continue / Cancel or custom actions).',
      on: {
        'user.leaveConfirmed': [
          { guard: 'signingOut', target: 'idle', actions: ['releaseChanges', 'stopSigningOut', 'announceDiscarded', 'allowSignOut'] },
          { target: 'checkingAccess', actions: ['releaseChanges', 'announceDiscarded'] },
        ],
        'user.leaveCancelled': [
          { guard: 'signingOut', target: 'idle', actions: 'stopSigningOut' },
          { guard: 'recheckDue', target: 'awaitingRecheck', actions: [{ type: 'cancel', params: { because: 'leaveCancelled' } }, 'announceDecision'] },
          { target: 'idle', actions: [{ type: 'cancel', params: { because: 'leaveCancelled' } }, 'announceDecision'] },
        ],
        'session.tokenChanged': { actions: 'markRecheckDue' },
      },
    },
    checkingAccess: {
      description: 'Asks the session for its facts and decides the pending navigation.',
      entry: 'startCheck',
      invoke: {
        id: CHECK_SESSION_ACTOR_ID,
        src: 'checkSession',
        input: ({ context }) => ({ target: context.pending ?? publicRoute(HOME_PATH) }),
        onDone: [
          { guard: 'recheckDue', target: 'awaitingRecheck', actions: [{ type: 'decide', params: ({ event }) => ({ facts: event.output }) }, 'announceDecision'] },
          { target: 'idle', actions: [{ type: 'decide', params: ({ event }) => ({ facts: event.output }) }, 'announceDecision'] },
        ],
        onError: { target: 'idle', actions: [{ type: 'cancel', params: { because: 'checkFailed' } }, 'removeToken', 'announceDecision'] },
      },
      on: { 'session.tokenChanged': { actions: 'markRecheckDue' } },
    },
    awaitingRecheck: {
      description: 'The session token changed: the route on screen is checked again 100 ms later.',
      after: { loginRecheck: [{ guard: not('hasCurrentRoute'), target: 'idle' }, { target: 'checkingAccess', actions: 'recheckCurrent' }] },
      on: { 'session.tokenChanged': { target: 'awaitingRecheck', reenter: true } },
    },
  },
})

/** The machine's logic type, for hooks and tests. */
export type NavigationGuardMachine = typeof navigationGuardMachine
