import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent, type Observer, type SnapshotFrom } from 'xstate'
import type { ClockPort, StoragePort } from '../../core/ports'
import type { RouteTarget, SessionFacts } from '../../core/session'
import {
  navigationGuardMachine,
  type NavigationDecision,
  type NavigationGuardEmitted,
  type NavigationGuardEvent,
  type NavigationGuardMachine,
} from './navigationGuard.machine'
import type { SessionStore } from '../session/sessionStore'
import { sessionFactsOf } from './sessionFacts'

/** The running navigation-guard actor (machines/navigationGuard.machine.ts). */
export type NavigationGuardActor = ActorRefFrom<typeof navigationGuardMachine>

/** The guard's emitted events that carry nothing but their type. */
export type GuardNotice = Exclude<NavigationGuardEmitted['type'], 'navigation.decided'>

/** What the app and the router read of the guard's state: its context and the state it is in. */
export type NavigationGuardSnapshot = Pick<SnapshotFrom<NavigationGuardMachine>, 'context' | 'matches'>

/**
 * The guard's actor as the app and the router use it: the running machine's actor, or the stand-in the app runs
 * until the machine's chunk is needed (machines/navigation/lazyNavigationGuard.ts).
 */
export interface NavigationGuardActorView {
  getSnapshot(): NavigationGuardSnapshot
  subscribe(listener: (snapshot: NavigationGuardSnapshot) => void): { unsubscribe(): void }
  /** The user chose to lose the changes; signing out may go ahead. */
  on(type: GuardNotice, handler: () => void): { unsubscribe(): void }
  send(event: NavigationGuardEvent): void
}

/** What the guard runs on: the session (its settled view, changes and logouts), the stored values, the clock. */
export interface NavigationGuardDeps {
  readonly session: SessionStore
  readonly storage: StoragePort
  /** XState's clock for the 100 ms re-check after a token change. */
  readonly clock: ClockPort
  /** XState's inspection observer (the state explorer, @statelyai/inspect); none by default. */
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
}

/**
 * The navigation guard as the router uses it. The machine decides; this binds it to the session (checkSession
 * waits for `settled()`; `session.tokenChanged` from every change of the stored session, `session.loggedOut` from
 * every logout) and gives the router Promise-shaped questions.
 */
export interface NavigationGuard {
  readonly actor: NavigationGuardActorView
  /**
   * Decides a navigation the router is loading: `router.navigationRequested`, then the verdict about this very
   * target. Null when a newer navigation or a re-check took over before the verdict.
   */
  decide(target: RouteTarget): Promise<NavigationDecision | null>
  /**
   * Asked before the location changes while the page holds unsaved changes: opens the "Changes Not Saved"
   * question (state confirmingLeave) and resolves true when the user chose to leave, false to stay.
   */
  mayLeave(target: RouteTarget): Promise<boolean>
  /** The leave dialog's answer (Continue / Cancel or a custom action that proceeds or not). */
  answerLeave(proceeds: boolean): void
  /** The session facts at this moment, without waiting for a refresh (for preloading and a last resort). */
  currentFacts(): SessionFacts
  /** The page on screen holds unsaved changes (the router blocks, the browser asks before unload). */
  holdsUnsavedChanges(): boolean
  /** Calls back with every move the guard decides on its own: sign-in after the session ended, home after a logout. */
  onMove(listener: (to: string) => void): () => void
  /** Stops the actor and the session listeners. */
  stop(): void
}

interface DecisionWaiter {
  readonly target: RouteTarget
  readonly resolve: (decision: NavigationDecision | null) => void
}

/** A guard whose machine runs: its actor is the machine's. */
export interface RunningNavigationGuard extends NavigationGuard {
  readonly actor: NavigationGuardActor
}

/** Starts the navigation guard machine on the session; see {@link NavigationGuard}. */
export const startNavigationGuard = ({ session, storage, clock, inspect }: NavigationGuardDeps): RunningNavigationGuard => {
  const machine = navigationGuardMachine.provide({
    actors: {
      checkSession: fromPromise<SessionFacts, { target: RouteTarget }>(async () => sessionFactsOf(await session.settled(), storage)),
    },
    actions: { removeToken: () => session.signedOut() },
  })
  const actor = createActor(machine, { clock, inspect })
  const moveListeners = new Set<(to: string) => void>()
  let decisionWaiter: DecisionWaiter | null = null
  let leaveWaiter: ((proceeds: boolean) => void) | null = null

  const settleDecision = (decision: NavigationDecision | null) => {
    const waiter = decisionWaiter
    decisionWaiter = null
    waiter?.resolve(decision)
  }
  const settleLeave = (proceeds: boolean) => {
    const waiter = leaveWaiter
    leaveWaiter = null
    waiter?.(proceeds)
  }

  actor.on('navigation.decided', ({ decision, recheck }) => {
    if (!recheck) {
      if (decision.target === decisionWaiter?.target) settleDecision(decision)
      return
    }
    if (decision._tag !== 'Redirected') return
    settleDecision(null)
    for (const listener of [...moveListeners]) listener(decision.to)
  })
  // The question ends without an answer when a logout sends the user home or a navigation that is not asked wins.
  actor.subscribe((snapshot) => {
    if (leaveWaiter !== null && !snapshot.matches('confirmingLeave')) settleLeave(false)
  })
  actor.start()

  const stopListeningToSession = [
    session.subscribe(() => actor.send({ type: 'session.tokenChanged' })),
    session.onLoggedOut(() => actor.send({ type: 'session.loggedOut' })),
  ]
  const request = (target: RouteTarget) => actor.send({ type: 'router.navigationRequested', target })

  return {
    actor,
    decide(target) {
      settleDecision(null)
      settleLeave(false)
      return new Promise((resolve) => {
        decisionWaiter = { target, resolve }
        request(target)
      })
    },
    mayLeave(target) {
      settleLeave(false)
      if (!actor.getSnapshot().context.leaveBlocked) return Promise.resolve(true)
      settleDecision(null)
      request(target)
      // The machine does not ask when the target stays on the page on screen (only its hash changes).
      if (!actor.getSnapshot().matches('confirmingLeave')) return Promise.resolve(true)
      return new Promise((resolve) => (leaveWaiter = resolve))
    },
    answerLeave(proceeds) {
      const waiter = leaveWaiter
      leaveWaiter = null
      actor.send({ type: proceeds ? 'user.leaveConfirmed' : 'user.leaveCancelled' })
      waiter?.(proceeds)
    },
    currentFacts: () => sessionFactsOf(session.current(), storage),
    holdsUnsavedChanges: () => actor.getSnapshot().context.leaveBlocked,
    onMove(listener) {
      moveListeners.add(listener)
      return () => void moveListeners.delete(listener)
    },
    stop() {
      for (const stop of stopListeningToSession) stop()
      settleDecision(null)
      settleLeave(false)
      actor.stop()
    },
  }
}
