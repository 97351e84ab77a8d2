import { describe, expect, it } from 'vitest'
import { aProfile } from '../../core/session/profiles'
import { DAY, HOUR, token } from '../../core/session/tokens'
import { NOW, sessionHarness, stored } from './sessionHarness'

/** The SessionStore contract the UI relies on (header, guard, forms), as the running session implements it. */
describe('SessionStore over the session runtime', () => {
  it('counts an expired or provisional token as signed out', async () => {
    const expired = sessionHarness({ local: { jwt: stored(token({ issuedAt: NOW - 40 * DAY })) } }).session
    expect(expired.validToken()).toBeNull()
    expect((await expired.settled())._tag).toBe('SignedOut')
    const provisional = sessionHarness({ session: { jwt: stored(token({ issuedAt: NOW, tmp: true, lifetime: HOUR })) } }).session
    expect(provisional.current()._tag).toBe('SignedOut')
    expect(await provisional.readyToken()).toBeNull()
  })

  it('settles only once the due refresh and the profile load are done', async () => {
    const { session, sent } = sessionHarness({ local: { jwt: stored(token({ issuedAt: NOW - 25 * HOUR })) } })
    const view = await session.settled()
    expect(sent('/rest/auth/refresh')).toHaveLength(1)
    expect(view).toMatchObject({ _tag: 'SignedIn', token: token({ issuedAt: NOW }), profile: { id: 'user-1' } })
  })

  it('calls logout listeners until they unsubscribe', async () => {
    const { session } = sessionHarness()
    const heard: unknown[] = []
    const unsubscribe = session.onLoggedOut((reason) => heard.push(reason))
    session.signedIn({ jwt: token({ issuedAt: NOW }), downloadToken: 'dl' }, aProfile({ email: 'a@b.co' }))
    await session.logout()
    unsubscribe()
    session.signedIn({ jwt: token({ issuedAt: NOW }), downloadToken: 'dl' }, aProfile({ email: 'a@b.co' }))
    await session.logout()
    expect(heard).toEqual([null])
  })

  it('tells view subscribers only about changes of the view, until they unsubscribe', async () => {
    const { session, clock } = sessionHarness()
    let heard = 0
    const unsubscribe = session.subscribe(() => (heard += 1))
    session.signedIn({ jwt: token({ issuedAt: NOW }), downloadToken: 'dl' }, aProfile({ email: 'a@b.co' }))
    await clock.advanceAsync(HOUR)
    expect(heard).toBe(1)
    unsubscribe()
    session.signedOut()
    expect(heard).toBe(1)
  })
})
