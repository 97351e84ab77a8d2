import { describe, expect, it, vi } from 'vitest'
import type { HttpMethod } from '../../../core/ports/http'
import {
  json,
  memoryHttp,
  memoryKeyValueStore,
  memoryLocalDatabase,
  memorySocket,
  memoryStorage,
  offline,
  UnstubbedRequestError,
  type MemoryHttp,
  type RouteHandler,
} from '../../../adapters/memory/index'
import { contractAnswer, httpPortContract } from '../httpPortContract'
import { keyValueStoreContract } from '../keyValueStoreContract'
import { localDatabaseContract } from '../localDatabaseContract'
import { socketPortContract } from '../socketPortContract'

const get = (url: string) => ({ method: 'GET' as const, url, headers: {} })

describe('memoryHttp', () => {
  it('answers from the route table, matching method and path with :params and ignoring the query', async () => {
    const http = memoryHttp().on('GET', '/rest/job-lookup/:id', (_, params) => json(200, { id: params['id'] }))
    const response = await http.send(get('https://api.test/rest/job-lookup/a%20b?utm_source=x'))
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body)).toEqual({ id: 'a b' })
    expect(http.requests).toHaveLength(1)
  })

  it('lets a later stub of the same route win', async () => {
    const http = memoryHttp()
      .on('GET', '/env', () => json(200, 'first'))
      .on('GET', '/env', () => json(200, 'second'))
    expect((await http.send(get('http://x/env'))).body).toBe('"second"')
  })

  it('throws at once, naming the method and URL, for a request no route stubs', () => {
    const http = memoryHttp().on('GET', '/env', () => json(200, {}))
    expect(() => http.send({ ...get('http://x/env'), method: 'POST' })).toThrow(UnstubbedRequestError)
    expect(() => http.send(get('http://x/other'))).toThrow('no route stubbed for GET http://x/other')
  })

  it('simulates "no answer" with offline, and rejects on abort like fetch', async () => {
    const http = memoryHttp()
      .on('GET', '/down', offline)
      .on('GET', '/hang', () => new Promise(() => undefined))
    await expect(http.send(get('http://x/down'))).rejects.toThrow('network unreachable')
    const controller = new AbortController()
    const pending = http.send({ ...get('http://x/hang'), signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })
})

/** The contract's reference server as routes: header names in lower case, as a real server sees them. */
const contractRoutes = (http: MemoryHttp): MemoryHttp => {
  const answer: RouteHandler = (request) => {
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]))
    const reply = contractAnswer({ method: request.method, path: new URL(request.url).pathname, headers, body: request.body ?? '' })
    if (reply === 'hang') return new Promise(() => undefined)
    if (reply === 'drop') return offline(request, {})
    return reply
  }
  const methods: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
  for (const method of methods) for (const path of ['/echo', '/missing', '/broken', '/hang', '/down']) http.on(method, path, answer)
  return http
}

describe('memoryHttp against the HttpPort contract', () => {
  httpPortContract(() => ({ http: contractRoutes(memoryHttp()), origin: 'http://contract.test' }))
})

describe('memoryKeyValueStore against the KeyValueStore contract', () => {
  keyValueStoreContract(() => {
    const store = memoryKeyValueStore()
    return { store, other: { set: (key, value) => store.externalChange(key, value), remove: (key) => store.externalChange(key, null) } }
  }, { shared: true })
})

describe('memoryStorage', () => {
  it('keeps local and session apart and notifies subscribers only of changes made elsewhere', () => {
    const storage = memoryStorage({ local: { dark: 'true' } })
    const heard = vi.fn()
    const unsubscribe = storage.local.subscribe(heard)
    storage.local.set('a', '1')
    expect(heard).not.toHaveBeenCalled()
    storage.local.externalChange('dark', 'false')
    expect(heard).toHaveBeenCalledWith('dark')
    expect(storage.local.get('dark')).toBe('false')
    expect(storage.session.get('dark')).toBeNull()
    unsubscribe()
    storage.local.externalChange('dark', null)
    expect(heard).toHaveBeenCalledTimes(1)
    expect(storage.local.snapshot()).toEqual({ a: '1' })
  })
})

describe('memorySocket', () => {
  it('lets the test open, receive and close a connection the app made, and records what the app sent', async () => {
    const socket = memorySocket()
    const events: string[] = []
    const connection = socket.connect('ws://x/rest/websocket', {
      onOpen: () => events.push('open'),
      onMessage: (data) => events.push(`message:${data}`),
      onClose: (code) => events.push(`close:${code}`),
      onError: () => events.push('error'),
    })
    const server = socket.latest()
    server.open()
    connection.send('{"type":"ping"}')
    server.receive('{"type":"pong"}')
    server.error()
    server.close(1006)
    server.receive('late')
    expect(events).toEqual(['open', 'message:{"type":"pong"}', 'error', 'close:1006'])
    expect(server.sent).toEqual(['{"type":"ping"}'])
    expect(server.url).toBe('ws://x/rest/websocket')
    expect(() => connection.send('x')).not.toThrow()
    expect(server.sent).toEqual(['{"type":"ping"}'])
  })

  it('answers an app-side close with onClose(1000) on a microtask, once', async () => {
    const socket = memorySocket()
    const onClose = vi.fn()
    const connection = socket.connect('ws://x', { onOpen: vi.fn(), onMessage: vi.fn(), onClose, onError: vi.fn() })
    socket.latest().open()
    connection.close()
    expect(onClose).not.toHaveBeenCalled()
    expect(socket.latest().closedByClient).toBe(true)
    await Promise.resolve()
    socket.latest().close(1006)
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledWith(1000)
  })

  it('throws when asked for the latest connection before any, and when a test sends before it opened one', () => {
    const socket = memorySocket()
    expect(() => socket.latest()).toThrow('no connection')
    socket.connect('ws://x', { onOpen: vi.fn(), onMessage: vi.fn(), onClose: vi.fn(), onError: vi.fn() })
    expect(() => socket.latest().receive('early')).toThrow('receive before open()')
  })
})

describe('memorySocket against the SocketPort contract', () => {
  socketPortContract(() => {
    const socket = memorySocket()
    return {
      port: socket,
      url: 'ws://contract.test/rest/websocket',
      refusedUrl: 'ws://contract.test:1/',
      async accept() {
        const connection = socket.latest()
        connection.open()
        return {
          received: connection.sent,
          send: (data) => connection.receive(data),
          close: (code) => connection.close(code),
          drop: () => connection.fail(),
        }
      },
      refuse: () => socket.latest().fail(),
    }
  })
})

describe('memoryLocalDatabase', () => {
  localDatabaseContract(() => memoryLocalDatabase())

  it('starts from the rows given', async () => {
    const db = memoryLocalDatabase({ application: [{ id: 'a', searchText: 's' }] })
    expect(await db.getAll('application')).toEqual([{ id: 'a', searchText: 's' }])
  })
})
