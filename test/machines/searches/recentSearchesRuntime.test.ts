import { describe, expect, it } from 'vitest'
import { createTestClock, json, memoryHttp, memoryStorage, settle } from '../../../adapters/memory/index'
import type { ApiNotice } from '../../../core/api'
import { createSearchesApi, readDeviceSearches, type RecentSearch } from '../../../core/searches'
import { createRecentSearchesRuntime } from '../../../machines/searches/recentSearchesRuntime'
import type { SessionStore, SessionView } from '../../../machines/session/sessionStore'
import { memoryApi, sessionToken } from '../../core/api/harness'

function fakeSession(signedIn: boolean) {
  let view: SessionView = signedIn ? { _tag: 'SignedIn', token: 't', profile: null } : { _tag: 'SignedOut' }
  const listeners = new Set<() => void>()
  const store = { current: () => view, subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)) }
  return {
    store: store as unknown as SessionStore,
    signIn() {
      view = { _tag: 'SignedIn', token: 't', profile: null }
      for (const listener of listeners) listener()
    },
  }
}

function start(signedIn = false) {
  const http = memoryHttp()
  const server: { list: RecentSearch[]; merged: unknown[] } = { list: [], merged: [] }
  http
    .on('GET', '/rest/searches', () => json(200, { searches: server.list }))
    .on('POST', '/rest/searches/merge', (request) => {
      const sent = (JSON.parse(String(request.body)) as { searches: RecentSearch[] }).searches
      server.merged.push(sent)
      server.list = sent.map((entry, index) => ({ ...entry, id: `acc${index}` as RecentSearch['id'] }))
      return json(200, { searches: server.list })
    })
    .on('POST', '/rest/searches', (request) => {
      const body = JSON.parse(String(request.body)) as { what: string; where: string; visaSponsorship?: true; livesIn?: string }
      const entry = { id: `srv${server.list.length}`, ...body, searchedAt: '2026-11-21T12:00:00.000Z', starred: false, name: '' } as RecentSearch
      server.list = [entry, ...server.list]
      return json(201, entry)
    })
    .on('PATCH', '/rest/searches/:id', (request, params) => {
      const change = JSON.parse(String(request.body)) as Partial<RecentSearch>
      const entry = { ...server.list.find((candidate) => candidate.id === params.id)!, ...change }
      return json(200, entry)
    })
  const storage = memoryStorage()
  const session = fakeSession(signedIn)
  const notices: ApiNotice[] = []
  const clock = createTestClock(Date.parse('2026-11-21T12:00:00Z'))
  const runtime = createRecentSearchesRuntime({ api: createSearchesApi(memoryApi({ http, token: sessionToken(session.store) })), storage, clock, session: session.store, notify: (notice) => notices.push(notice) })
  const shown = () => runtime.current().list.map((entry) => `${entry.what}|${entry.where}${entry.starred ? '*' : ''}`)
  return { http, storage, session, notices, runtime, shown, server, clock }
}

describe('recent searches, signed out', () => {
  it('keeps each search on the device, once, newest first, with no call; an empty search is not one', () => {
    const app = start()
    app.runtime.searched('nurse', 'Austin, TX')
    app.clock.advance(1000)
    app.runtime.searched('welder', '')
    app.runtime.searched('welder ', '')
    app.runtime.searched('', ' ')
    app.clock.advance(1000)
    app.runtime.searched('Nurse', 'austin, tx')
    expect(app.shown()).toEqual(['Nurse|austin, tx', 'welder|'])
    expect(readDeviceSearches(app.storage.local)).toHaveLength(2)
    expect(app.http.requests).toHaveLength(0)
  })

  it('keeps a search\'s visa and lives-in filters: another search than the same words without them, and sent with them once signed in', async () => {
    const app = start()
    app.runtime.searched('nurse', 'Austin, TX')
    app.clock.advance(1000)
    app.runtime.searched('nurse', 'Austin, TX', { visaSponsorship: true, livesIn: 'abroad' })
    app.clock.advance(1000)
    // A filter an earlier visit left in storage that is not one is dropped, not sent.
    app.runtime.searched('welder', '', { livesIn: 'Mars' })
    expect(app.runtime.current().list.map(({ what, visaSponsorship, livesIn }) => [what, visaSponsorship, livesIn])).toEqual([
      ['welder', undefined, undefined],
      ['nurse', true, 'abroad'],
      ['nurse', undefined, undefined],
    ])
    expect(readDeviceSearches(app.storage.local)[1]).toMatchObject({ visaSponsorship: true, livesIn: 'abroad' })
    const signedIn = start(true)
    await settle()
    signedIn.runtime.searched('nurse', '', { visaSponsorship: true })
    await settle()
    const recorded = signedIn.http.requests.filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/rest/searches')
    expect(recorded.map((request) => JSON.parse(String(request.body)) as unknown)).toEqual([{ what: 'nurse', where: '', visaSponsorship: true }])
    expect(signedIn.runtime.current().list[0]).toMatchObject({ what: 'nurse', visaSponsorship: true })
  })
})

describe('signing in', () => {
  it('moves the device list to the account once (stars kept), then clears the device and sends later changes', async () => {
    const app = start()
    app.runtime.searched('nurse', 'Austin, TX')
    const [entry] = app.runtime.current().list
    app.runtime.change({ kind: 'starred', id: entry!.id, starred: true })
    app.session.signIn()
    await settle()
    expect(app.server.merged).toHaveLength(1)
    expect(app.shown()).toEqual(['nurse|Austin, TX*'])
    expect(readDeviceSearches(app.storage.local)).toEqual([])
    app.runtime.searched('welder', 'Denver, CO')
    expect(app.shown()[0]).toBe('welder|Denver, CO')
    await settle()
    expect(app.runtime.current().list[0]?.id).toBe('srv1')
    expect(app.notices).toEqual([])
  })
})
