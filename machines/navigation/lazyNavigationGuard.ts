import type { RouteTarget } from '../../core/session'
import type { LeaveDialog, NavigationGuardContext, NavigationGuardEvent } from './navigationGuard.machine'
import type {
  GuardNotice,
  NavigationGuard,
  NavigationGuardActorView,
  NavigationGuardDeps,
  NavigationGuardSnapshot,
  RunningNavigationGuard,
} from './navigationGuard'
import { sessionFactsOf } from './sessionFacts'

/** Loads the navigation guard machine's module (its own chunk). */
export type LoadNavigationGuard = () => Promise<{ startNavigationGuard: (deps: NavigationGuardDeps) => RunningNavigationGuard }>

/** The holder of changes held without a name (navigationGuard.machine.ts PAGE_HOLDER; not imported: it would bring the machine). */
const PAGE_HOLDER = 'page'

const needsLogin = (target: RouteTarget) => target.requiresAuth || target.requiresAdmin

/** What the stand-in knows before the machine runs: the page on screen and the parts of it holding changes. */
interface StandIn {
  readonly current: RouteTarget | null
  readonly holders: readonly string[]
  readonly leaveDialog: LeaveDialog | null
}

const standInSnapshot = ({ current, holders, leaveDialog }: StandIn): NavigationGuardSnapshot => {
  const context: NavigationGuardContext = {
    current,
    pending: null,
    leaveBlocked: holders.length > 0,
    holders,
    signingOut: false,
    leaveDialog,
    redirectingTo: null,
    recheckDue: false,
    rechecking: false,
    decision: null,
  }
  return { context, matches: ((state: string) => state === 'idle') as NavigationGuardSnapshot['matches'] }
}

/**
 * The navigation guard of the app, whose machine (navigationGuard.machine.ts) loads only when it has something to
 * decide (docs/decisions.md, "The navigation guard, loaded when needed"): a page that needs login or the admin flag,
 * unsaved changes, or a signed-in session. Until then every page the router asks about is public, and the machine's
 * verdict on a public page is always Allowed whatever the session (core/session decideAccess), so the stand-in
 * allows it at once and remembers it as the page on screen. Changes held before the machine runs block at once (the
 * stand-in's snapshot says so) and are handed to the machine, after the page on screen, once it runs; until then a
 * leave question waits for it. `eager` (an inspector follows the app) starts loading at once.
 */
export function startLazyNavigationGuard(deps: NavigationGuardDeps, load: LoadNavigationGuard, eager = false): NavigationGuard {
  let standIn: StandIn = { current: null, holders: [], leaveDialog: null }
  let snapshot = standInSnapshot(standIn)
  let running: RunningNavigationGuard | null = null
  let loading: Promise<RunningNavigationGuard> | null = null
  let stopped = false
  const queued: NavigationGuardEvent[] = []
  const listeners = new Set<(snapshot: NavigationGuardSnapshot) => void>()
  const notices = new Map<GuardNotice, Set<() => void>>()
  const moveListeners = new Set<(to: string) => void>()

  const publish = (next: NavigationGuardSnapshot) => {
    snapshot = next
    for (const listener of [...listeners]) listener(next)
  }
  const announce = (type: GuardNotice) => {
    for (const handler of [...(notices.get(type) ?? [])]) handler()
  }

  const ensureRunning = (): Promise<RunningNavigationGuard> =>
    (loading ??= load().then(async (module) => {
      const guard = module.startNavigationGuard(deps)
      if (stopped) {
        guard.stop()
        return guard
      }
      guard.onMove((to) => {
        for (const listener of [...moveListeners]) listener(to)
      })
      for (const type of ['navigation.changesDiscarded', 'navigation.signOutAllowed'] as const) guard.actor.on(type, () => announce(type))
      // The page on screen first (so held changes are about it), then what was held meanwhile.
      if (standIn.current !== null) await guard.decide(standIn.current)
      running = guard
      for (const event of queued.splice(0)) guard.actor.send(event)
      guard.actor.subscribe((next) => publish(next))
      publish(guard.actor.getSnapshot())
      return guard
    }))

  const stopWatchingSession = deps.session.subscribe(() => {
    if (deps.session.current()._tag === 'SignedIn') void ensureRunning()
  })
  if (eager || deps.session.current()._tag === 'SignedIn') void ensureRunning()

  const holdOrRelease = (event: NavigationGuardEvent) => {
    if (event.type === 'page.unsavedChangesHeld') {
      const holder = event.holder ?? PAGE_HOLDER
      standIn = { ...standIn, holders: [...standIn.holders.filter((each) => each !== holder), holder], leaveDialog: event.dialog ?? standIn.leaveDialog }
    } else if (event.type === 'page.unsavedChangesReleased') {
      const holders = standIn.holders.filter((each) => each !== (event.holder ?? PAGE_HOLDER))
      standIn = { ...standIn, holders, leaveDialog: holders.length > 0 ? standIn.leaveDialog : null }
    }
    publish(standInSnapshot(standIn))
  }

  const actor: NavigationGuardActorView = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return { unsubscribe: () => void listeners.delete(listener) }
    },
    on(type, handler) {
      const handlers = notices.get(type) ?? new Set()
      notices.set(type, handlers.add(handler))
      return { unsubscribe: () => void handlers.delete(handler) }
    },
    send(event) {
      if (running !== null) return running.actor.send(event)
      switch (event.type) {
        case 'page.unsavedChangesHeld':
        case 'page.unsavedChangesReleased':
          holdOrRelease(event)
          break
        case 'user.signOutRequested':
          // Nothing held: the machine would allow it at once.
          if (standIn.holders.length === 0 && loading === null) return announce('navigation.signOutAllowed')
          break
        case 'session.tokenChanged':
        case 'session.loggedOut':
          // About a public page (the stand-in shows no other): nothing to re-check, nowhere to send the user.
          if (loading === null) return
          break
        default:
          break
      }
      queued.push(event)
      void ensureRunning()
    },
  }

  return {
    actor,
    async decide(target) {
      if (running === null && loading === null && !needsLogin(target)) {
        standIn = { ...standIn, current: target }
        publish(standInSnapshot(standIn))
        return { _tag: 'Allowed', target }
      }
      return (await ensureRunning()).decide(target)
    },
    async mayLeave(target) {
      if (running === null && standIn.holders.length === 0) return true
      return (await ensureRunning()).mayLeave(target)
    },
    answerLeave(proceeds) {
      running?.answerLeave(proceeds)
    },
    currentFacts: () => running?.currentFacts() ?? sessionFactsOf(deps.session.current(), deps.storage),
    holdsUnsavedChanges: () => running?.holdsUnsavedChanges() ?? standIn.holders.length > 0,
    onMove(listener) {
      moveListeners.add(listener)
      return () => void moveListeners.delete(listener)
    },
    stop() {
      stopped = true
      stopWatchingSession()
      running?.stop()
    },
  }
}
