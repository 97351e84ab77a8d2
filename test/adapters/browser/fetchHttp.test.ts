import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fetchHttp } from '../../../adapters/browser/index'
import { httpPortContract, startContractServer } from '../httpPortContract'

let server: Server
let origin: string

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      if (request.url === '/hang') return
      response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'application/json', 'x-seen': 'yes' })
      response.end(JSON.stringify({ method: request.method, body, language: request.headers['accept-language'] }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('fetchHttp against the HttpPort contract', () => {
  let contract: Awaited<ReturnType<typeof startContractServer>>
  beforeAll(async () => {
    contract = await startContractServer()
  })
  afterAll(() => contract.close())
  httpPortContract(() => ({ http: fetchHttp(), origin: contract.origin }))
})

describe('fetchHttp (against a local Node server)', () => {
  it('sends method, headers and body, and answers status, headers and body text', async () => {
    const response = await fetchHttp().send({
      method: 'POST',
      url: `${origin}/echo`,
      headers: { 'Accept-Language': 'en-US', 'Content-Type': 'application/json' },
      body: '{"what":"nurse"}',
    })
    expect(response.status).toBe(200)
    expect(response.headers['x-seen']).toBe('yes')
    expect(JSON.parse(response.body)).toEqual({ method: 'POST', body: '{"what":"nurse"}', language: 'en-US' })
  })

  it('resolves with an error status rather than rejecting', async () => {
    const response = await fetchHttp().send({ method: 'GET', url: `${origin}/missing`, headers: {} })
    expect(response.status).toBe(404)
  })

  it('rejects when no answer arrives', async () => {
    await expect(fetchHttp().send({ method: 'GET', url: 'http://127.0.0.1:1/env', headers: {} })).rejects.toThrow()
  })

  it('rejects when the signal aborts', async () => {
    const controller = new AbortController()
    const pending = fetchHttp().send({ method: 'GET', url: `${origin}/hang`, headers: {}, signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })
})
