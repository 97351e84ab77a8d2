import type { HttpMethod, HttpPort, HttpRequest, HttpResponse } from '../../core/ports/http'

/** Answers one stubbed request. Return a rejected promise (see `offline`) to simulate "no answer". */
export type RouteHandler = (
  request: HttpRequest,
  params: Readonly<Record<string, string>>,
) => HttpResponse | Promise<HttpResponse>

/** An HttpPort over a route table, for tests and the state explorer. */
export interface MemoryHttp extends HttpPort {
  /** Stubs `method` + path pattern (e.g. '/rest/job-lookup/:id'); a later stub of the same route wins. */
  on(method: HttpMethod, pattern: string, handler: RouteHandler): MemoryHttp
  /** Every request sent, in order. */
  readonly requests: HttpRequest[]
}

/** Thrown synchronously by send() for a request no route matches, so the mistake is loud and never retried. */
export class UnstubbedRequestError extends Error {
  readonly _tag = 'UnstubbedRequestError'
  constructor(readonly method: string, readonly url: string) {
    super(`memoryHttp: no route stubbed for ${method} ${url}`)
    this.name = 'UnstubbedRequestError'
  }
}

/** A JSON answer. */
export const json = (status: number, body: unknown): HttpResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

/** A handler that simulates a network failure (no answer). */
export const offline: RouteHandler = () => Promise.reject(new TypeError('memoryHttp: network unreachable'))

const pathOf = (url: string): string => new URL(url, 'http://memory.invalid').pathname

const matchPattern = (pattern: string, path: string): Record<string, string> | null => {
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? ''
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual)
    else if (part !== actual) return null
  }
  return params
}

/** Rejects when the request's signal aborts first, as fetch does. */
const abortable = (request: HttpRequest, answer: Promise<HttpResponse>): Promise<HttpResponse> => {
  const { signal } = request
  if (!signal) return answer
  if (signal.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'))
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new DOMException('Aborted', 'AbortError'))
    signal.addEventListener('abort', onAbort)
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/** Creates a memory HttpPort; requests match on method and URL path (the query is ignored). */
export const memoryHttp = (): MemoryHttp => {
  const routes: { method: HttpMethod; pattern: string; handler: RouteHandler }[] = []
  const requests: HttpRequest[] = []
  const http: MemoryHttp = {
    requests,
    on(method, pattern, handler) {
      routes.unshift({ method, pattern, handler })
      return http
    },
    send(request) {
      requests.push(request)
      const path = pathOf(request.url)
      for (const route of routes) {
        if (route.method !== request.method) continue
        const params = matchPattern(route.pattern, path)
        if (params) return abortable(request, Promise.resolve().then(() => route.handler(request, params)))
      }
      throw new UnstubbedRequestError(request.method, request.url)
    },
  }
  return http
}
