import type { Context, MiddlewareHandler } from 'hono'
import { errorBody } from './errors'
import { closeAfterAnswer } from './lingeringClose'

/** Request body limits: one for every route, and more only for the routes that need it (uploads). */
export interface BodyLimits {
  /** Bytes a request body may have unless its route says otherwise. */
  readonly defaultBytes: number
  /** Per-route limits keyed `METHOD /path` in Hono's path syntax (`:param`, `*`), e.g. `'POST /rest/resume': 5 * 1024 * 1024`. */
  readonly routes?: Readonly<Record<string, number>>
}

const routeMatcher = (route: string) => {
  const [method = '', path = ''] = route.split(' ')
  const pattern = path
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  const regex = new RegExp(`^${pattern}/?$`)
  return (requestMethod: string, requestPath: string) => requestMethod === method.toUpperCase() && regex.test(requestPath)
}

/** 413 request.tooLarge; it says Connection: close, since the rest of the body is never read. */
function tooLarge(c: Context, limit: number): Response {
  c.header('Connection', 'close')
  closeAfterAnswer(c)
  return c.json(errorBody('request.tooLarge', `The body is larger than ${limit} bytes.`), 413)
}

/**
 * Middleware for the whole app, before any route: a body over its route's limit is answered 413 request.tooLarge
 * before more than the limit is read, whether its length is declared (Content-Length) or not (chunked). A body
 * within the limit is read whole first, so every route sees it complete and the connection stays usable
 * whatever the route answers.
 */
export function bodyLimit(limits: BodyLimits): MiddlewareHandler {
  const rules = Object.entries(limits.routes ?? {}).map(([route, bytes]) => ({ matches: routeMatcher(route), bytes }))
  return async (c, next) => {
    const limit = rules.find((rule) => rule.matches(c.req.method, c.req.path))?.bytes ?? limits.defaultBytes
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const length = c.req.header('content-length')
    const declared = Number(length ?? 0)
    if (declared > limit) return tooLarge(c, limit)
    // A declared length within the limit: Node's parser never passes more, so the body is read whole at once, straight
    // from the socket (no web stream, no second Request: most of what a small JSON request cost here, issue 14). Kept in
    // Hono's body cache, where every route reads it; as text when it is JSON, which is how parseJsonBody reads it.
    if (length !== undefined && /^\d+$/.test(length)) {
      const read = /json/i.test(c.req.header('content-type') ?? '') ? c.req.text() : c.req.arrayBuffer()
      if ((await read.catch(() => null)) === null) return c.json(errorBody('request.aborted', 'The request body did not arrive whole.'), 400)
      return next()
    }
    const body = c.req.raw.body
    if (!body) return next()
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      // A client that goes away mid-body (a cancelled upload) is no server error: answer it (nobody reads it) and move on.
      const read = await reader.read().catch(() => null)
      if (read === null) return c.json(errorBody('request.aborted', 'The request body did not arrive whole.'), 400)
      if (read.done) break
      size += read.value.byteLength
      if (size > limit) return tooLarge(c, limit)
      chunks.push(read.value)
    }
    const whole = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      whole.set(chunk, offset)
      offset += chunk.byteLength
    }
    c.req.raw = new Request(c.req.raw, { body: whole })
    return next()
  }
}
