import * as v from 'valibot'

/**
 * The API answers a server-rendered page was made from, inlined in its HTML (a JSON script with id PAGE_DATA_ID):
 * the app starts on them instead of asking again (adapters/browser/primedHttp.ts). Written by
 * adapters/server/pages, read by ui/main.tsx.
 */
export const PAGE_DATA_ID = 'hireflow-data'

export const InlinedAnswerSchema = v.object({
  method: v.picklist(['GET', 'POST']),
  /** The request's path (no query: tracking parameters do not change an answer). */
  path: v.pipe(v.string(), v.startsWith('/')),
  /** The request's JSON body, when it has one. */
  body: v.optional(v.unknown()),
  status: v.number(),
  /** The answer's body as the API sent it. */
  answer: v.string(),
})
export type InlinedAnswer = v.InferOutput<typeof InlinedAnswerSchema>

export const PageDataSchema = v.object({ answers: v.array(InlinedAnswerSchema) })
export type PageData = v.InferOutput<typeof PageDataSchema>

/** JSON with its object keys sorted and undefined members dropped: two bodies that mean the same compare equal. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** The key an answer is found by: method, path and the body's canonical JSON. */
export const answerKey = (method: string, path: string, body: unknown): string => `${method} ${path} ${body === undefined ? '' : canonicalJson(body)}`
