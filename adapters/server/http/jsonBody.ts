import type { Context } from 'hono'
import * as v from 'valibot'
import { invalidRequest, toIssues } from './errors'

/** Request bodies larger than this are refused with a 413 (bodyLimit, app-wide), unless their route allows more. */
export const MAX_JSON_BODY_BYTES = 16 * 1024

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly response: Response }

/**
 * Reads a JSON object body (Content-Type application/json; an array with `shape` 'array') and validates it with
 * `schema`. Any failure becomes a 400 request.invalid answer, never an exception.
 */
export async function parseJsonBody<S extends v.GenericSchema>(c: Context, schema: S, shape: 'object' | 'array' = 'object'): Promise<Parsed<v.InferOutput<S>>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, response: invalidRequest(c, 'Content-Type must be application/json.', [{ path: '', message: `Got "${type.slice(0, 100)}".` }]) }
  }
  let json: unknown
  try {
    json = JSON.parse(await c.req.text())
  } catch {
    return { ok: false, response: invalidRequest(c, 'The body is not valid JSON.', [{ path: '', message: 'Malformed JSON.' }]) }
  }
  // Arrays would reach the schema as objects whose methods (sort, ...) look like fields.
  if (shape === 'array' && !Array.isArray(json)) {
    return { ok: false, response: invalidRequest(c, 'The body must be a JSON array.', [{ path: '', message: 'Not an array.' }]) }
  }
  if (shape === 'object' && (typeof json !== 'object' || json === null || Array.isArray(json))) {
    return { ok: false, response: invalidRequest(c, 'The body must be a JSON object.', [{ path: '', message: 'Not an object.' }]) }
  }
  const parsed = v.safeParse(schema, json)
  if (!parsed.success) return { ok: false, response: invalidRequest(c, 'The request does not match the expected shape.', toIssues(parsed.issues)) }
  return { ok: true, value: parsed.output }
}
