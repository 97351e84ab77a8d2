import * as v from 'valibot'

/** Where the next page starts: the last row of this page, plus the total so later pages need no count. */
export interface CursorState {
  readonly sort: 'relevance' | 'date'
  /** posted_at of the last row, in microseconds since the epoch. */
  readonly postedMicros: number
  readonly id: string
  /** ts_rank_cd of the last row (relevance only). */
  readonly rank: number
  readonly total: number
  readonly exact: boolean
  /** Fingerprint of the criteria the cursor belongs to. */
  readonly criteria: string
  /** The jobs a relevance page ranks; absent in cursors made before it was kept. */
  readonly candidates?: Candidates
}

/**
 * Which jobs a relevance page ranks (store.ts, rankedPage): the newest 1,000 with the words in their title or skills
 * (read from the recent weeks through migration 046's index, or walked in posting order: the same jobs when the read
 * finds 1,000), the newest 1,000 matches of the recent weeks, or the newest 1,000 matches.
 */
export type Candidates = 'titledRecent' | 'titled' | 'recent' | 'all'

const CANDIDATES_BY_CODE = { w: 'titledRecent', t: 'titled', r: 'recent', a: 'all' } as const satisfies Record<string, Candidates>
const CODE_BY_CANDIDATES = { titledRecent: 'w', titled: 't', recent: 'r', all: 'a' } as const satisfies Record<Candidates, keyof typeof CANDIDATES_BY_CODE>

const CursorSchema = v.strictObject({
  v: v.literal(1),
  s: v.picklist(['r', 'd']),
  p: v.pipe(v.number(), v.safeInteger()),
  i: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  r: v.pipe(v.number(), v.finite(), v.minValue(0)),
  n: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  e: v.boolean(),
  f: v.pipe(v.string(), v.regex(/^[0-9a-z]{1,16}$/)),
  c: v.optional(v.picklist(['w', 't', 'r', 'a'])),
})

/** Encodes a cursor as opaque base64url JSON. */
export function encodeCursor(state: CursorState): string {
  const wire: v.InferOutput<typeof CursorSchema> = {
    v: 1, s: state.sort === 'relevance' ? 'r' : 'd', p: state.postedMicros, i: state.id,
    r: state.rank, n: state.total, e: state.exact, f: state.criteria, ...(state.candidates ? { c: CODE_BY_CANDIDATES[state.candidates] } : {}),
  }
  return Buffer.from(JSON.stringify(wire)).toString('base64url')
}

/** Decodes a cursor; null when it is not one this server made (tampered, truncated, foreign). */
export function decodeCursor(cursor: string): CursorState | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const parsed = v.safeParse(CursorSchema, json)
  if (!parsed.success) return null
  const w = parsed.output
  return {
    sort: w.s === 'r' ? 'relevance' : 'date', postedMicros: w.p, id: w.i, rank: w.r, total: w.n, exact: w.e, criteria: w.f,
    ...(w.c ? { candidates: CANDIDATES_BY_CODE[w.c] } : {}),
  }
}

/** A short, stable fingerprint (FNV-1a, base 36) of the criteria a cursor is valid for. */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value)
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}
