import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import type { RouteTarget, SessionFacts } from '../../../core/session'
import { navigationGuardMachine, type NavigationGuardEmitted } from '../../../machines/navigation/navigationGuard.machine'
import { createFakeActor, flush } from '../session/sessionFakes'

const home: RouteTarget = { href: '/', requiresAuth: false, requiresAdmin: false }
const account: RouteTarget = { href: '/settings/account', requiresAuth: true, requiresAdmin: false }
const users: RouteTarget = { href: '/admin/users?page=2', requiresAuth: true, requiresAdmin: true }
const signedIn: SessionFacts = { loggedIn: true, admin: false, email: 'ada@example.com' }
const anonymous: SessionFacts = { loggedIn: false, admin: false, email: null }

function startGuard() {
  const clock = new SimulatedClock()
  const checkSession = createFakeActor<SessionFacts, { target: RouteTarget }>('checkSession')
  let tokensRemoved = 0
  const machine = navigationGuardMachine.provide({
    actors: { checkSession: checkSession.actor },
    actions: { removeToken: () => void (tokensRemoved += 1) },
  })
  const actor = createActor(machine, { clock })
  const decided: Extract<NavigationGuardEmitted, { type: 'navigation.decided' }>[] = []
  actor.on('navigation.decided', (event) => void decided.push(event))
  actor.start()
  const navigate = (target: RouteTarget) => actor.send({ type: 'router.navigationRequested', target })
  const stateOf = () => actor.getSnapshot().value
  return { clock, checkSession, actor, decided, navigate, stateOf, tokensRemoved: () => tokensRemoved }
}

async function onPage(target: RouteTarget, facts = signedIn) {
  const guard = startGuard()
  guard.navigate(target)
  guard.checkSession.latest().answer(facts)
  await flush()
  return guard
}

describe('checkingAccess', () => {
  it('allows a public route without a session', async () => {
    const { decided, stateOf, checkSession, navigate } = startGuard()
    navigate(home)
    expect(stateOf()).toBe('checkingAccess')
    expect(checkSession.latest().input.target).toEqual(home)
    checkSession.latest().answer(anonymous)
    await flush()
    expect(stateOf()).toBe('idle')
    expect(decided).toEqual([{ type: 'navigation.decided', decision: { _tag: 'Allowed', target: home }, recheck: false }])
  })

  it('sends an anonymous visitor of /settings/account to /login?redirect=/settings/account', async () => {
    const { decided } = await onPage(account, anonymous)
    expect(decided[0]?.decision).toEqual({ _tag: 'Redirected', target: account, to: '/login?redirect=/settings/account', because: 'loginRequired' })
  })

  it('adds the known email to the login redirect', async () => {
    const { decided } = await onPage(account, { loggedIn: false, admin: false, email: 'ada@example.com' })
    expect(decided[0]?.decision).toMatchObject({ to: '/login?redirect=/settings/account&email=ada@example.com' })
  })

  it('requires the admin flag for requiresAdmin routes', async () => {
    expect((await onPage(users, signedIn)).decided[0]?.decision).toMatchObject({ _tag: 'Redirected', to: '/', because: 'adminRequired' })
    expect((await onPage(users, { ...signedIn, admin: true })).decided[0]?.decision).toMatchObject({ _tag: 'Allowed' })
  })

  it('cancels the navigation and removes the token when the check throws', async () => {
    const { navigate, checkSession, decided, tokensRemoved, stateOf } = startGuard()
    navigate(account)
    checkSession.latest().fail(new Error('token unreadable'))
    await flush()
    expect(stateOf()).toBe('idle')
    expect(tokensRemoved()).toBe(1)
    expect(decided[0]?.decision).toEqual({ _tag: 'Cancelled', target: account, because: 'checkFailed' })
  })

  it('a newer navigation replaces the one being checked', async () => {
    const { navigate, checkSession, decided } = startGuard()
    navigate(account)
    const first = checkSession.latest()
    navigate(home)
    expect(first.signal.aborted).toBe(true)
    checkSession.latest().answer(anonymous)
    await flush()
    expect(decided.map((event) => event.decision.target)).toEqual([home])
  })
})

describe('awaitingRecheck (100 ms after the token changes)', () => {
  it('re-checks the page on screen 100 ms after the last token change, and redirects when the session is gone', async () => {
    const { actor, clock, checkSession, decided, stateOf } = await onPage(account)
    actor.send({ type: 'session.tokenChanged' })
    clock.increment(60)
    actor.send({ type: 'session.tokenChanged' })
    clock.increment(99)
    expect(stateOf()).toBe('awaitingRecheck')
    expect(checkSession.calls).toHaveLength(1)
    clock.increment(1)
    expect(stateOf()).toBe('checkingAccess')
    expect(checkSession.latest().input.target).toEqual(account)
    checkSession.latest().answer(anonymous)
    await flush()
    expect(decided.at(-1)).toEqual({
      type: 'navigation.decided',
      decision: { _tag: 'Redirected', target: account, to: '/login?redirect=/settings/account', because: 'loginRequired' },
      recheck: true,
    })
  })

  it('re-checks after a check that overlapped a token change', async () => {
    const { actor, clock, checkSession, navigate, stateOf } = await onPage(home)
    navigate(account)
    actor.send({ type: 'session.tokenChanged' })
    checkSession.latest().answer(signedIn)
    await flush()
    expect(stateOf()).toBe('awaitingRecheck')
    clock.increment(100)
    expect(checkSession.calls).toHaveLength(3)
  })

  it('has nothing to re-check before the first page', () => {
    const { actor, stateOf } = startGuard()
    actor.send({ type: 'session.tokenChanged' })
    expect(stateOf()).toBe('idle')
  })
})

describe('confirmingLeave (the "Changes Not Saved" dialog)', () => {
  it('asks before leaving a page with unsaved changes; Continue goes on', async () => {
    const { actor, navigate, stateOf, checkSession } = await onPage(account)
    const dialog = { actions: [{ id: 'save', labelId: 'form.save', proceeds: true }] }
    actor.send({ type: 'page.unsavedChangesHeld', dialog })
    navigate(home)
    expect(stateOf()).toBe('confirmingLeave')
    expect(actor.getSnapshot().context.leaveDialog).toEqual(dialog)
    expect(checkSession.calls).toHaveLength(1)
    actor.send({ type: 'user.leaveConfirmed' })
    expect(stateOf()).toBe('checkingAccess')
    expect(actor.getSnapshot().context.leaveBlocked).toBe(false)
  })

  it('Cancel stays on the page and keeps the changes held', async () => {
    const { actor, navigate, stateOf, decided } = await onPage(account)
    actor.send({ type: 'page.unsavedChangesHeld' })
    navigate(home)
    actor.send({ type: 'user.leaveCancelled' })
    expect(stateOf()).toBe('idle')
    expect(decided.at(-1)?.decision).toEqual({ _tag: 'Cancelled', target: home, because: 'leaveCancelled' })
    expect(actor.getSnapshot().context).toMatchObject({ current: account, leaveBlocked: true })
  })

  it('does not ask once the changes are released', async () => {
    const { actor, navigate, stateOf } = await onPage(account)
    actor.send({ type: 'page.unsavedChangesHeld' })
    actor.send({ type: 'page.unsavedChangesReleased' })
    navigate(home)
    expect(stateOf()).toBe('checkingAccess')
  })

  it('does not ask about the page on screen: a reload, the same address, or only the hash changing', async () => {
    const accountAt = (href: string): RouteTarget => ({ ...account, href })
    const { actor, navigate, stateOf, checkSession, decided } = await onPage(accountAt('/settings/account?tab=1'))
    actor.send({ type: 'page.unsavedChangesHeld' })
    for (const href of ['/settings/account?tab=1', '/settings/account?tab=1#password', '/settings/account?tab=1']) {
      navigate(accountAt(href))
      expect(stateOf()).toBe('checkingAccess')
      checkSession.latest().answer(signedIn)
      await flush()
      expect(decided.at(-1)?.decision).toEqual({ _tag: 'Allowed', target: accountAt(href) })
    }
    expect(actor.getSnapshot().context).toMatchObject({ current: accountAt('/settings/account?tab=1'), leaveBlocked: true })
    navigate(accountAt('/settings/account?tab=2'))
    expect(stateOf()).toBe('confirmingLeave')
  })

  it('a token change during the dialog re-checks the page after Cancel', async () => {
    const { actor, navigate, stateOf } = await onPage(account)
    actor.send({ type: 'page.unsavedChangesHeld' })
    navigate(home)
    actor.send({ type: 'session.tokenChanged' })
    actor.send({ type: 'user.leaveCancelled' })
    expect(stateOf()).toBe('awaitingRecheck')
  })
})

describe('several holders, discarding, signing out (issue 9)', () => {
  it('keeps asking while any part of the page still holds changes', async () => {
    const { actor, navigate, stateOf } = await onPage(account)
    actor.send({ type: 'page.unsavedChangesHeld', holder: 'name' })
    actor.send({ type: 'page.unsavedChangesHeld', holder: 'email' })
    actor.send({ type: 'page.unsavedChangesReleased', holder: 'name' })
    expect(actor.getSnapshot().context).toMatchObject({ leaveBlocked: true, holders: ['email'] })
    navigate(home)
    expect(stateOf()).toBe('confirmingLeave')
  })

  it('Continue tells the page its changes are discarded; Cancel does not', async () => {
    const { actor, navigate } = await onPage(account)
    const discarded: unknown[] = []
    actor.on('navigation.changesDiscarded', (event) => void discarded.push(event))
    actor.send({ type: 'page.unsavedChangesHeld', holder: 'name' })
    navigate(home)
    actor.send({ type: 'user.leaveCancelled' })
    expect(discarded).toHaveLength(0)
    navigate(home)
    actor.send({ type: 'user.leaveConfirmed' })
    expect(discarded).toHaveLength(1)
    expect(actor.getSnapshot().context).toMatchObject({ leaveBlocked: false, holders: [] })
  })

  it('signing out without changes goes ahead at once', async () => {
    const { actor, stateOf } = await onPage(account)
    const allowed: unknown[] = []
    actor.on('navigation.signOutAllowed', (event) => void allowed.push(event))
    actor.send({ type: 'user.signOutRequested' })
    expect(allowed).toHaveLength(1)
    expect(stateOf()).toBe('idle')
  })

  it('signing out with changes asks first: Cancel stays signed in, Continue discards and signs out', async () => {
    const { actor, stateOf, decided } = await onPage(account)
    const heard: string[] = []
    actor.on('navigation.signOutAllowed', () => void heard.push('signOut'))
    actor.on('navigation.changesDiscarded', () => void heard.push('discarded'))
    actor.send({ type: 'page.unsavedChangesHeld' })
    actor.send({ type: 'user.signOutRequested' })
    expect(stateOf()).toBe('confirmingLeave')
    actor.send({ type: 'user.leaveCancelled' })
    expect(stateOf()).toBe('idle')
    expect(heard).toEqual([])
    expect(decided).toHaveLength(1) // no navigation was asked about, so none is cancelled
    expect(actor.getSnapshot().context).toMatchObject({ leaveBlocked: true, signingOut: false })
    actor.send({ type: 'user.signOutRequested' })
    actor.send({ type: 'user.leaveConfirmed' })
    expect(heard).toEqual(['discarded', 'signOut'])
    expect(stateOf()).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ leaveBlocked: false, signingOut: false })
  })
})

describe('session.loggedOut', () => {
  it('goes home from a route that requires login, without asking about changes again', async () => {
    const { actor, decided, navigate, stateOf } = await onPage(account)
    actor.send({ type: 'page.unsavedChangesHeld' })
    actor.send({ type: 'session.loggedOut' })
    expect(decided.at(-1)?.decision).toEqual({ _tag: 'Redirected', target: account, to: '/', because: 'loggedOut' })
    navigate(home)
    expect(stateOf()).toBe('checkingAccess')
  })

  it('stays on a public page', async () => {
    const { actor, decided } = await onPage(home)
    actor.send({ type: 'session.loggedOut' })
    expect(decided).toHaveLength(1)
  })

  it('fails loudly when checkSession is not provided', async () => {
    const errors: unknown[] = []
    const actor = createActor(navigationGuardMachine)
    actor.subscribe({ error: (error) => void errors.push(error) })
    actor.start()
    actor.send({ type: 'router.navigationRequested', target: home })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().status).toBe('error')
    expect(String(errors[0])).toContain('not provided')
  })
})
