import { afterEach, describe, expect, it } from 'vitest'
import { createTestClock, settle } from '../../../adapters/memory'
import { SESSION_STORED, type RouteTarget } from '../../../core/session'
import { startNavigationGuard, type NavigationGuard } from '../../../machines/navigation/navigationGuard'
import { DAY, token } from '../../core/session/tokens'
import { fakeSession, signedInAs } from './fakeSession'

const home: RouteTarget = { href: '/', requiresAuth: false, requiresAdmin: false }
const search: RouteTarget = { href: '/search?q=nurse', requiresAuth: false, requiresAdmin: false }
const account: RouteTarget = { href: '/settings/account?tab=1#password', requiresAuth: true, requiresAdmin: false }
const adminUsers: RouteTarget = { href: '/admin/users', requiresAuth: true, requiresAdmin: true }
const loginFor = (href: string) => ({ href, requiresAuth: false, requiresAdmin: false })

const running: NavigationGuard[] = []
afterEach(() => {
  for (const guard of running.splice(0)) guard.stop()
})

function start(session = fakeSession()) {
  const clock = createTestClock(Date.UTC(2026, 0, 1))
  const guard = startNavigationGuard({ session: session.store, storage: session.storage, clock })
  running.push(guard)
  const moves: string[] = []
  guard.onMove((to) => void moves.push(to))
  return { guard, session, clock, moves }
}

describe('decide (the router asks about a navigation)', () => {
  it('sends a visitor without a session to /login with the full target path', async () => {
    const { guard } = start()
    expect(await guard.decide(account)).toMatchObject({
      _tag: 'Redirected',
      to: '/login?redirect=/settings/account?tab%3D1%23password',
      because: 'loginRequired',
    })
  })

  it('allows a signed-in user, and waits for the settled session to say so', async () => {
    const session = fakeSession(signedInAs('ada@example.com'))
    const { guard } = start(session)
    expect(await guard.decide(account)).toEqual({ _tag: 'Allowed', target: account })
    expect(session.calls.settled).toBe(1)
  })

  it('adds the email of an expired stored token', async () => {
    const session = fakeSession()
    const expired = token({ email: 'grace@example.com', issuedAt: Date.UTC(2020, 0, 1), lifetime: DAY })
    session.storage.local.set(SESSION_STORED.jwt.key, JSON.stringify(expired))
    const { guard } = start(session)
    expect(await guard.decide({ href: '/settings/account', requiresAuth: true, requiresAdmin: false })).toMatchObject({
      to: '/login?redirect=/settings/account&email=grace@example.com',
    })
  })

  it('needs the admin flag for requiresAdmin routes', async () => {
    expect(await start(fakeSession(signedInAs('ada@example.com'))).guard.decide(adminUsers)).toMatchObject({ to: '/', because: 'adminRequired' })
    expect(await start(fakeSession(signedInAs('root@example.com', true))).guard.decide(adminUsers)).toMatchObject({ _tag: 'Allowed' })
  })

  it('cancels the navigation and removes the token when the check throws', async () => {
    const session = fakeSession(signedInAs('ada@example.com'))
    session.settleWith(() => Promise.reject(new Error('storage broke')))
    const { guard } = start(session)
    expect(await guard.decide(account)).toMatchObject({ _tag: 'Cancelled', because: 'checkFailed' })
    expect(session.calls.signedOut).toBe(1)
  })

  it('answers null to a navigation a newer one replaced', async () => {
    const session = fakeSession(signedInAs('ada@example.com'))
    let release: () => void = () => undefined
    session.settleWith(() => new Promise((resolve) => (release = () => resolve(session.store.current()))))
    const { guard } = start(session)
    const first = guard.decide(search)
    const second = guard.decide(account)
    expect(await first).toBeNull()
    release()
    expect(await second).toEqual({ _tag: 'Allowed', target: account })
  })
})

describe('the re-check after the session token changes', () => {
  async function onAccountPage() {
    const started = start(fakeSession(signedInAs('ada@example.com')))
    await started.guard.decide(account)
    return started
  }

  it('sends the user to sign in exactly once, 100 ms after the session ended, however many changes arrive', async () => {
    const { guard, session, clock, moves } = await onAccountPage()
    session.become({ _tag: 'SignedOut' })
    session.become({ _tag: 'SignedOut' })
    await clock.advanceAsync(99)
    expect(moves).toEqual([])
    session.become({ _tag: 'SignedOut' })
    await clock.advanceAsync(100)
    expect(moves).toEqual(['/login?redirect=/settings/account?tab%3D1%23password'])
    // The router follows it: the sign-in page is public, and later changes there move no one.
    expect(await guard.decide(loginFor(moves[0]!))).toMatchObject({ _tag: 'Allowed' })
    session.become({ _tag: 'SignedOut' })
    await clock.advanceAsync(1000)
    expect(moves).toHaveLength(1)
  })

  it('leaves a signed-in user where they are when the token is renewed', async () => {
    const { session, clock, moves } = await onAccountPage()
    session.become(signedInAs('ada@example.com'))
    await clock.advanceAsync(500)
    expect(moves).toEqual([])
  })

  it('never moves a visitor on a public page', async () => {
    const { guard, session, clock, moves } = start(fakeSession(signedInAs('ada@example.com')))
    await guard.decide(search)
    session.become({ _tag: 'SignedOut' })
    await clock.advanceAsync(500)
    expect(moves).toEqual([])
  })
})

describe('logging out', () => {
  it('goes home from a page that needs login, once', async () => {
    const session = fakeSession(signedInAs('ada@example.com'))
    const { guard, clock, moves } = start(session)
    await guard.decide(account)
    session.store.signedOut()
    await clock.advanceAsync(500)
    expect(moves).toEqual(['/'])
  })

  it('stays on a public page', async () => {
    const session = fakeSession(signedInAs('ada@example.com'))
    const { guard, clock, moves } = start(session)
    await guard.decide(home)
    session.store.signedOut()
    await clock.advanceAsync(500)
    expect(moves).toEqual([])
  })
})

describe('unsaved changes', () => {
  async function dirtyAccountPage() {
    const started = start(fakeSession(signedInAs('ada@example.com')))
    await started.guard.decide(account)
    started.guard.actor.send({ type: 'page.unsavedChangesHeld' })
    return started
  }

  it('lets a clean page go without asking', async () => {
    const { guard } = start(fakeSession(signedInAs('ada@example.com')))
    await guard.decide(account)
    expect(await guard.mayLeave(search)).toBe(true)
    expect(guard.actor.getSnapshot().matches('confirmingLeave')).toBe(false)
  })

  it('asks, and Cancel stays', async () => {
    const { guard } = await dirtyAccountPage()
    expect(guard.holdsUnsavedChanges()).toBe(true)
    const leaving = guard.mayLeave(search)
    expect(guard.actor.getSnapshot().matches('confirmingLeave')).toBe(true)
    guard.answerLeave(false)
    expect(await leaving).toBe(false)
    expect(guard.actor.getSnapshot().context.decision).toMatchObject({ _tag: 'Cancelled', because: 'leaveCancelled' })
    expect(guard.holdsUnsavedChanges()).toBe(true)
  })

  it('asks, and Continue leaves (and the changes are let go)', async () => {
    const { guard } = await dirtyAccountPage()
    const leaving = guard.mayLeave(search)
    guard.answerLeave(true)
    expect(await leaving).toBe(true)
    expect(guard.holdsUnsavedChanges()).toBe(false)
    expect(await guard.decide(search)).toEqual({ _tag: 'Allowed', target: search })
  })

  it('does not ask when the router loads the page on screen again', async () => {
    const { guard } = await dirtyAccountPage()
    expect(await guard.decide(account)).toEqual({ _tag: 'Allowed', target: account })
    expect(guard.actor.getSnapshot().matches('confirmingLeave')).toBe(false)
    expect(guard.holdsUnsavedChanges()).toBe(true)
  })

  it('lets only the hash change without asking (the machine decides, the page stays dirty)', async () => {
    const { guard } = await dirtyAccountPage()
    const sameAccountPage = { ...account, href: '/settings/account?tab=1#email' }
    expect(await guard.mayLeave(sameAccountPage)).toBe(true)
    expect(guard.actor.getSnapshot().matches('confirmingLeave')).toBe(false)
    expect(await guard.decide(sameAccountPage)).toEqual({ _tag: 'Allowed', target: sameAccountPage })
    expect(guard.holdsUnsavedChanges()).toBe(true)
  })

  it('a newer navigation blocks the one still asked about', async () => {
    const { guard } = await dirtyAccountPage()
    const first = guard.mayLeave(search)
    const second = guard.mayLeave(home)
    expect(await first).toBe(false)
    guard.answerLeave(true)
    expect(await second).toBe(true)
  })

  it('a logout while asking sends the user home without the dialog', async () => {
    const { guard, session, moves, clock } = await dirtyAccountPage()
    const leaving = guard.mayLeave(search)
    session.store.signedOut()
    expect(await leaving).toBe(false)
    await clock.advanceAsync(500)
    expect(moves).toEqual(['/'])
    expect(guard.holdsUnsavedChanges()).toBe(false)
  })
})

describe('stop', () => {
  it('lets go of the session', async () => {
    const session = fakeSession()
    const { guard } = start(session)
    guard.stop()
    running.splice(0)
    expect(session.listenerCount()).toBe(0)
    await settle()
  })
})
