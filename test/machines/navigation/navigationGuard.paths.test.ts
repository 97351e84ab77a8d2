import { describe, expect, it } from 'vitest'
import { initialTransition, transition } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { navigationGuardMachine, type NavigationGuardEvent } from '../../../machines/navigation/navigationGuard.machine'
import { checkAnswers, checkFails, recheckTimerFires, type Step } from './navigationGuard.properties'
import { namedPaths } from '../namedPaths'

const account = { href: '/settings/account', requiresAuth: true, requiresAdmin: false }

/** Representative events: a navigation, the check's answers, held changes, the dialog, the session. */
const namedEvents: Record<string, Step> = {
  toAccount: { type: 'router.navigationRequested', target: account },
  signedIn: checkAnswers({ loggedIn: true, admin: false, email: 'ada@example.com' }),
  anonymous: checkAnswers({ loggedIn: false, admin: false, email: null }),
  checkFails,
  changesHeld: { type: 'page.unsavedChangesHeld' },
  leaveConfirmed: { type: 'user.leaveConfirmed' },
  leaveCancelled: { type: 'user.leaveCancelled' },
  tokenChanged: { type: 'session.tokenChanged' },
  recheckTimerFires,
}
const { nameOf, stepsOf, trailsByEnd, events: named } = namedPaths(namedEvents)
const events = named as NavigationGuardEvent[]

type Snapshot = ReturnType<typeof initialTransition<typeof navigationGuardMachine>>[0]
// The page on screen is part of the state: whether a navigation asks about unsaved changes depends on it.
const serializeState = (snapshot: Snapshot) =>
  `${String(snapshot.value)}${snapshot.context.current === null ? '' : `@${snapshot.context.current.href}`}${snapshot.context.pending !== null && snapshot.context.rechecking ? '+recheck' : ''}${snapshot.context.leaveBlocked ? '+held' : ''}`
const options = { events, serializeState }
const [initialSnapshot] = initialTransition(navigationGuardMachine)
const replayed = new Map<string, Snapshot>()
/** Replays the steps on the pure transition function; paths share their prefixes, so each prefix is replayed once. */
const endOf = (steps: readonly Step[]) => {
  let snapshot = initialSnapshot
  let prefix = ''
  for (const step of steps) {
    prefix += `>${nameOf(step)}`
    const known = replayed.get(prefix)
    snapshot = known ?? transition(navigationGuardMachine, snapshot, step as NavigationGuardEvent)[0]
    if (known === undefined) replayed.set(prefix, snapshot)
  }
  return snapshot
}

const shortestPaths = getShortestPaths(navigationGuardMachine, options)

describe('navigation guard paths (xstate/graph)', () => {
  it('reaches every state of the machine', () => {
    const reached = new Set(shortestPaths.map((path) => String(path.state.value)))
    expect([...reached].sort()).toEqual(Object.keys(navigationGuardMachine.root.states).sort())
  })

  it('reaches each state by the expected shortest path', () => {
    const byEnd = trailsByEnd(shortestPaths, serializeState)
    expect(byEnd).toMatchObject({
      idle: '',
      checkingAccess: 'toAccount',
      'idle@/settings/account': 'toAccount > signedIn',
      'awaitingRecheck@/settings/account': 'toAccount > signedIn > tokenChanged',
      // Unsaved changes on the sign-in page the redirect went to: going on to the account page asks first (loading
      // the page on screen again never does, so no path asks on the account page itself).
      'confirmingLeave@/login?redirect=/settings/account+held': 'toAccount > anonymous > changesHeld > toAccount',
    })
  })

  it('never asks about leaving the page on screen', () => {
    const reached = shortestPaths.map((path) => serializeState(path.state))
    expect(reached).not.toContain('confirmingLeave@/settings/account+held')
  })

  it('ends every simple path in a state consistent with its context', () => {
    const paths = getSimplePaths(navigationGuardMachine, options)
    expect(paths.length).toBeGreaterThan(shortestPaths.length)
    for (const path of paths) {
      const end = endOf(stepsOf(path))
      expect(serializeState(end)).toBe(serializeState(path.state))
      if (end.matches('confirmingLeave')) expect(end.context.leaveBlocked && end.context.pending !== null).toBe(true)
      if (end.matches('checkingAccess')) expect(end.context.pending).not.toBeNull()
      if (end.matches('idle')) expect(end.context.pending).toBeNull()
      if (end.context.current?.requiresAuth) {
        const allowedHere = end.context.decision?._tag === 'Allowed' && end.context.decision.target === end.context.current
        if (allowedHere) expect(stepsOf(path).some((step) => step === namedEvents.signedIn)).toBe(true)
      }
    }
  })
})
