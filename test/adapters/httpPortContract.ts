import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import type { HttpMethod, HttpPort } from '../../core/ports/http'

/** A request as the reference server sees it: header names in lower case, as on the wire. */
export interface ContractRequest {
  readonly method: string
  readonly path: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/** An answer of the reference server, or no answer: 'hang' never answers, 'drop' cuts the connection. */
export type ContractAnswer = { readonly status: number; readonly headers: Record<string, string>; readonly body: string } | 'hang' | 'drop'

/**
 * The reference server every HttpPort is checked against: served over a real socket for the fetch-based ports,
 * played by route handlers for memoryHttp.
 */
export const contractAnswer = (request: ContractRequest): ContractAnswer => {
  const json = (status: number, body: unknown) => ({ status, headers: { 'content-type': 'application/json', 'x-contract': 'yes' }, body: JSON.stringify(body) })
  switch (request.path) {
    case '/echo':
      return json(200, {
        method: request.method,
        body: request.body,
        language: request.headers['accept-language'] ?? null,
        authorization: request.headers['authorization'] ?? null,
      })
    case '/missing':
      return json(404, { error: { code: 'request.notFound', message: 'No such API route.' } })
    case '/broken':
      return { status: 500, headers: { 'content-type': 'text/plain' }, body: 'not json' }
    case '/hang':
      return 'hang'
    default:
      return 'drop'
  }
}

/** The reference server on an ephemeral port of 127.0.0.1. */
export const startContractServer = async (): Promise<{ origin: string; close(): void }> => {
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers[name] = value
      const answer = contractAnswer({ method: request.method ?? '', path: new URL(request.url ?? '/', 'http://x').pathname, headers, body })
      if (answer === 'hang') return
      if (answer === 'drop') return request.socket.destroy()
      response.writeHead(answer.status, answer.headers)
      response.end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      server.closeAllConnections()
      server.close()
    },
  }
}

/** What a contract run needs: the port, and the origin where it reaches the reference server. */
export interface HttpPortUnderTest {
  readonly http: HttpPort
  readonly origin: string
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/**
 * The behaviour every HttpPort shares (core/ports/http.ts): run against the Node, browser and memory adapters.
 * `subject` is read inside each test, so it may be set up in a beforeAll.
 */
export const httpPortContract = (subject: () => HttpPortUnderTest) => {
  it('sends method, headers and body, and answers status, headers and body text', async () => {
    const { http, origin } = subject()
    for (const method of METHODS) {
      const body = method === 'GET' ? undefined : `{"method":"${method}"}`
      const response = await http.send({
        method,
        url: `${origin}/echo?utm_source=contract`,
        headers: { 'Accept-Language': 'en-US', Authorization: 'Bearer t', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        ...(body === undefined ? {} : { body }),
      })
      expect(response.status, method).toBe(200)
      expect(response.headers['x-contract'], method).toBe('yes')
      expect(JSON.parse(response.body), method).toEqual({ method, body: body ?? '', language: 'en-US', authorization: 'Bearer t' })
    }
  })

  it('resolves with an error status and its body rather than rejecting', async () => {
    const { http, origin } = subject()
    const missing = await http.send({ method: 'GET', url: `${origin}/missing`, headers: {} })
    expect(missing.status).toBe(404)
    expect(JSON.parse(missing.body)).toMatchObject({ error: { code: 'request.notFound' } })
    const broken = await http.send({ method: 'POST', url: `${origin}/broken`, headers: {}, body: '{}' })
    expect(broken).toMatchObject({ status: 500, body: 'not json' })
  })

  it('rejects when no answer arrives', async () => {
    const { http, origin } = subject()
    await expect(http.send({ method: 'GET', url: `${origin}/down`, headers: {} })).rejects.toBeDefined()
  })

  it('rejects with an AbortError when the signal aborts while waiting', async () => {
    const { http, origin } = subject()
    const controller = new AbortController()
    const pending = http.send({ method: 'GET', url: `${origin}/hang`, headers: {}, signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('rejects with an AbortError, sending nothing that answers, when the signal had already aborted', async () => {
    const { http, origin } = subject()
    const controller = new AbortController()
    controller.abort()
    await expect(http.send({ method: 'GET', url: `${origin}/echo`, headers: {}, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' })
  })
}
