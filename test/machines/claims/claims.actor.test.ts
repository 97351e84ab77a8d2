import { afterEach, describe, expect, it } from 'vitest'
import { createTestClock, memoryLocalDatabase, settle } from '../../../adapters/memory'
import { ApiErrors } from '../../../core/api/errors'
import type { ClaimAnswer, ClaimsApi } from '../../../core/claims'
import type { Profile } from '../../../core/session'
import { createClaimsRuntime, type ClaimsLogEntry, type ClaimsRuntime } from '../../../machines/claims/claimsRuntime'
import type { SessionStore, SessionView } from '../../../machines/session/sessionStore'
import { aProfile } from '../../core/session/profiles'
import { answer, rows } from './claims.properties'

/** A session whose view the test sets; only what the claims runtime reads. */
function fakeSession(initial: SessionView) {
  let view = initial
  const listeners = new Set<() => void>()
  const store = {
    current: () => view,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  } as unknown as SessionStore
  return {
    store,
    set(next: SessionView) {
      view = next
      for (const listener of [...listeners]) listener()
    },
  }
}
const signedIn = (profile: Profile | null = aProfile({ email: 'ada@example.com' })): SessionView => ({ _tag: 'SignedIn', token: 't', profile })

/** A claims API answering from the test's lists, recording the calls; anything else fails loudly. */
function stubApi(checks: Array<readonly ClaimAnswer[] | { readonly _tag: string }>, confirms: Array<readonly ClaimAnswer[] | { readonly _tag: string }> = []) {
  const calls: Array<{ kind: 'check' | 'confirm'; body: unknown }> = []
  const next = (list: Array<readonly ClaimAnswer[] | { readonly _tag: string }>, kind: string): Promise<readonly ClaimAnswer[]> => {
    const value = list.shift()
    if (value === undefined) throw new Error(`unexpected ${kind}`)
    return Array.isArray(value) ? Promise.resolve(value as readonly ClaimAnswer[]) : Promise.reject(value)
  }
  const api: ClaimsApi = {
    check: (claims) => (calls.push({ kind: 'check', body: claims }), next(checks, 'check')),
    confirm: (ids, code) => (calls.push({ kind: 'confirm', body: { ids, code } }), next(confirms, 'confirm')),
  }
  return { api, calls }
}

const running: ClaimsRuntime[] = []
afterEach(() => {
  for (const runtime of running.splice(0)) runtime.stop()
})

function start(options: { session: SessionView; api: ClaimsApi; path?: string; rows?: typeof rows }) {
  const localDatabase = memoryLocalDatabase({ partnerApplies: options.rows ?? rows })
  const session = fakeSession(options.session)
  const log: ClaimsLogEntry[] = []
  let path = options.path ?? '/'
  const pageListeners = new Set<() => void>()
  const page = {
    getSnapshot: () => ({ context: { current: { href: path } } }),
    subscribe: (listener: () => void) => (pageListeners.add(listener), { unsubscribe: () => void pageListeners.delete(listener) }),
  }
  const runtime = createClaimsRuntime({
    transport: { call: () => Promise.reject(new Error('transport not used')) },
    api: options.api,
    localDatabase,
    session: session.store,
    page,
    log: (entry) => log.push(entry),
    clock: createTestClock(Date.UTC(2026, 10, 24, 12)),
  })
  running.push(runtime)
  const goTo = (next: string) => {
    path = next
    for (const listener of [...pageListeners]) listener()
  }
  const stored = async () => (await localDatabase.getAll('partnerApplies')).map((row) => row.id).sort()
  return { runtime, session, log, stored, goTo }
}

describe('the claims runtime on memory adapters', () => {
  it('signed in: sends every partner apply; deletes and logs the refused (id and reason, no email); opens the dialog for the claimed', async () => {
    const { api, calls } = stubApi([[answer('a1', true, 'claimed'), answer('a2', false, 'notClaimable'), answer('a3', true, 'alreadyYours')]])
    const { runtime, log, stored } = start({ session: signedIn(), api })
    await settle()
    expect(calls).toEqual([{ kind: 'check', body: rows }])
    expect(await stored()).toEqual([])
    expect(log).toEqual([{ level: 'info', message: 'claim refused', id: 'a2', reason: 'notClaimable' }])
    expect(JSON.stringify(log)).not.toContain('@')
    const view = runtime.current()
    expect(view.open).toBe(true)
    expect(view.claimed.map((claim) => [claim.id, claim.job?.title])).toEqual([['a1', 'Job a1']])
    runtime.close()
    expect(runtime.current().open).toBe(false)
  })

  it('waits for the profile: nothing is sent while signed out or before the profile is known', async () => {
    const { api, calls } = stubApi([[answer('a1', true, 'claimed')]])
    const { session } = start({ session: { _tag: 'SignedOut' }, api })
    await settle()
    session.set(signedIn(null))
    await settle()
    expect(calls).toEqual([])
    session.set(signedIn())
    await settle()
    expect(calls).toHaveLength(1)
  })

  it('on an interview page the claims are made but no dialog opens', async () => {
    const { api } = stubApi([[answer('a1', true, 'claimed')]])
    const { runtime, stored } = start({ session: signedIn(), api, path: '/interview/a1/j1/guest/x', rows: [rows[0]!] })
    await settle()
    expect(runtime.current().open).toBe(false)
    expect(await stored()).toEqual([])
  })

  it('a failed check is only warned about: nothing on screen, the device keeps its rows', async () => {
    const { api } = stubApi([ApiErrors.http(500)])
    const { runtime, log, stored } = start({ session: signedIn(), api })
    await settle()
    expect(runtime.current().open).toBe(false)
    expect(log.map((entry) => entry.level)).toEqual(['warn'])
    expect(await stored()).toEqual(['a1', 'a2', 'a3'])
  })

  it('another email: the dialog asks for the code; a wrong code keeps asking, the right one claims and deletes the rows', async () => {
    const { api, calls } = stubApi(
      [[answer('a1', true, 'claimed'), answer('a2', false, 'confirmationRequired'), answer('a3', false, 'confirmationRequired')]],
      [[answer('a2', false, 'invalidCode'), answer('a3', false, 'invalidCode')], [answer('a2', true, 'claimed'), answer('a3', true, 'claimed')]],
    )
    const { runtime, stored } = start({ session: signedIn(), api })
    await settle()
    expect(runtime.current().pending.map((claim) => claim.email)).toEqual(['other@example.com', 'other@example.com'])
    expect(await stored()).toEqual(['a2', 'a3'])
    runtime.submitCode('12')
    expect(runtime.current().codeProblem).toBe('claims.code.invalidFormat')
    runtime.submitCode(' 111111 ')
    expect(runtime.current().confirming).toBe(true)
    await settle()
    expect(calls.at(-1)).toEqual({ kind: 'confirm', body: { ids: ['a2', 'a3'], code: '111111' } })
    expect(runtime.current().codeProblem).toBe('claims.code.invalid')
    expect(await stored()).toEqual(['a2', 'a3'])
    runtime.submitCode('222222')
    await settle()
    expect(runtime.current()).toMatchObject({ open: true, confirming: false, codeProblem: null, pending: [] })
    expect(runtime.current().claimed.map((claim) => claim.id)).toEqual(['a1', 'a2', 'a3'])
    expect(await stored()).toEqual([])
  })

  it('checks again when the profile email changes, and stops at sign-out', async () => {
    const { api, calls } = stubApi(
      [[answer('a2', false, 'confirmationRequired'), answer('a3', false, 'confirmationRequired')], [answer('a2', true, 'claimed'), answer('a3', true, 'claimed')]],
    )
    const { runtime, session } = start({ session: signedIn(), api, rows: rows.slice(1) })
    await settle()
    expect(runtime.current().pending).toHaveLength(2)
    session.set(signedIn(aProfile({ email: 'other@example.com' })))
    await settle()
    expect(calls.filter((call) => call.kind === 'check')).toHaveLength(2)
    expect(runtime.current().claimed).toHaveLength(2)
    session.set({ _tag: 'SignedOut' })
    expect(runtime.current()).toMatchObject({ open: false, claimed: [], pending: [] })
  })
})
