import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClock } from '../../../adapters/memory'
import type { RouteTarget } from '../../../core/session'
import { startLazyNavigationGuard } from '../../../machines/navigation/lazyNavigationGuard'
import * as guardModule from '../../../machines/navigation/navigationGuard'
import type { NavigationGuard } from '../../../machines/navigation/navigationGuard'
import { fakeSession, signedInAs } from './fakeSession'

const home: RouteTarget = { href: '/', requiresAuth: false, requiresAdmin: false }
const search: RouteTarget = { href: '/search?what=nurse', requiresAuth: false, requiresAdmin: false }
const account: RouteTarget = { href: '/settings/account', requiresAuth: true, requiresAdmin: false }

const running: NavigationGuard[] = []
afterEach(() => {
  for (const guard of running.splice(0)) guard.stop()
})

/** The app's guard with a counted loader of the machine's module. */
function start(session = fakeSession()) {
  const clock = createTestClock(Date.UTC(2026, 0, 1))
  const loads = { count: 0 }
  const guard = startLazyNavigationGuard({ session: session.store, storage: session.storage, clock }, async () => {
    loads.count += 1
    return guardModule
  })
  running.push(guard)
  const moves: string[] = []
  guard.onMove((to) => void moves.push(to))
  const signOuts: number[] = []
  guard.actor.on('navigation.signOutAllowed', () => void signOuts.push(1))
  return { guard, session, loads, moves, signOuts }
}

describe('the navigation guard, loaded when needed', () => {
  it('allows public pages without loading the machine, as the machine would, and remembers the page on screen', async () => {
    const { guard, loads } = start()
    expect(await guard.decide(home)).toEqual({ _tag: 'Allowed', target: home })
    expect(await guard.decide(search)).toEqual({ _tag: 'Allowed', target: search })
    expect(guard.actor.getSnapshot().context.current).toEqual(search)
    expect(await guard.mayLeave(home)).toBe(true)
    expect(guard.holdsUnsavedChanges()).toBe(false)
    expect(loads.count).toBe(0)
  })

  it('loads the machine for a page that needs login, which sends a visitor to sign in', async () => {
    const { guard, loads } = start()
    await guard.decide(home)
    expect(await guard.decide(account)).toMatchObject({ _tag: 'Redirected', to: '/login?redirect=/settings/account' })
    expect(loads.count).toBe(1)
    expect(guard.actor.getSnapshot().context.current?.href).toBe('/login?redirect=/settings/account')
  })

  it('blocks at once on changes held before the machine runs, and the machine asks about leaving the page on screen', async () => {
    const { guard, loads } = start()
    await guard.decide(search)
    const heard: boolean[] = []
    guard.actor.subscribe((snapshot) => void heard.push(snapshot.context.leaveBlocked))
    const dialog = { actions: [] }
    guard.actor.send({ type: 'page.unsavedChangesHeld', dialog })
    expect(guard.holdsUnsavedChanges()).toBe(true)
    expect(heard[0]).toBe(true)
    expect(guard.actor.getSnapshot().context.leaveDialog).toBe(dialog)
    const leaving = guard.mayLeave(home)
    await vi.waitFor(() => expect(guard.actor.getSnapshot().matches('confirmingLeave')).toBe(true))
    // The machine took the page on screen over from the stand-in.
    expect(guard.actor.getSnapshot().context.current).toEqual(search)
    expect(loads.count).toBe(1)
    guard.answerLeave(false)
    expect(await leaving).toBe(false)
    // Same page (only the hash differs): never asked.
    expect(await guard.mayLeave({ ...search, href: `${search.href}#top` })).toBe(true)
  })

  it('lets changes held and released before the machine runs leave nothing held', async () => {
    const { guard } = start()
    await guard.decide(search)
    guard.actor.send({ type: 'page.unsavedChangesHeld', holder: 'name' })
    guard.actor.send({ type: 'page.unsavedChangesReleased', holder: 'name' })
    expect(guard.holdsUnsavedChanges()).toBe(false)
    await vi.waitFor(() => expect(guard.actor.getSnapshot().matches('idle')).toBe(true))
    expect(await guard.mayLeave(home)).toBe(true)
  })

  it('allows signing out at once when nothing is held, and asks first when something is', async () => {
    const first = start()
    first.guard.actor.send({ type: 'user.signOutRequested' })
    expect(first.signOuts).toHaveLength(1)
    expect(first.loads.count).toBe(0)

    const second = start()
    await second.guard.decide(search)
    second.guard.actor.send({ type: 'page.unsavedChangesHeld' })
    second.guard.actor.send({ type: 'user.signOutRequested' })
    await vi.waitFor(() => expect(second.guard.actor.getSnapshot().matches('confirmingLeave')).toBe(true))
    expect(second.signOuts).toHaveLength(0)
    second.guard.answerLeave(true)
    expect(second.signOuts).toHaveLength(1)
  })

  it('runs the machine once there is a signed-in session, and its moves reach listeners added before', async () => {
    const session = fakeSession()
    const { guard, loads, moves } = start(session)
    await guard.decide(home)
    session.become(signedInAs('ada@example.com'))
    await vi.waitFor(() => expect(loads.count).toBe(1))
    expect(await guard.decide(account)).toEqual({ _tag: 'Allowed', target: account })
    session.store.signedOut()
    await vi.waitFor(() => expect(moves).toEqual(['/']))
  })

  it('starts at once when asked to (an inspector follows the app)', async () => {
    const session = fakeSession()
    const clock = createTestClock(Date.UTC(2026, 0, 1))
    let loaded = 0
    const guard = startLazyNavigationGuard({ session: session.store, storage: session.storage, clock }, async () => ((loaded += 1), guardModule), true)
    running.push(guard)
    await vi.waitFor(() => expect(loaded).toBe(1))
  })
})
