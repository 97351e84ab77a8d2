import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchHttp } from '../../../adapters/node/index'
import { httpPortContract, startContractServer } from '../httpPortContract'

let server: Awaited<ReturnType<typeof startContractServer>>

beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

describe('fetchHttp of adapters/node (against a local Node server)', () => {
  httpPortContract(() => ({ http: fetchHttp(), origin: server.origin }))

  it('gives up after timeoutMs with a TimeoutError', async () => {
    await expect(fetchHttp({ timeoutMs: 50 }).send({ method: 'GET', url: `${server.origin}/hang`, headers: {} })).rejects.toMatchObject({
      name: 'TimeoutError',
    })
  })

  it('aborts on any AbortSignalLike, not only a native AbortSignal', async () => {
    const listeners = new Set<() => void>()
    const signal = {
      aborted: false,
      addEventListener: (_: 'abort', listener: () => void) => void listeners.add(listener),
      removeEventListener: (_: 'abort', listener: () => void) => void listeners.delete(listener),
    }
    const pending = fetchHttp().send({ method: 'GET', url: `${server.origin}/hang`, headers: {}, signal })
    signal.aborted = true
    for (const listener of listeners) listener()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(listeners.size).toBe(0)
  })

  it('uses the fetch it is given', async () => {
    const seen: string[] = []
    const http = fetchHttp({ fetch: async (url) => (seen.push(String(url)), new Response('{}', { status: 201, headers: { 'x-a': 'b' } })) })
    const response = await http.send({ method: 'GET', url: 'https://api.example.test/env', headers: {} })
    expect(response).toMatchObject({ status: 201, headers: { 'x-a': 'b' }, body: '{}' })
    expect(seen).toEqual(['https://api.example.test/env'])
  })
})
