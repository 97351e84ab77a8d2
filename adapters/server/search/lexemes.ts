/**
 * The filter lexemes of migration 003 (jobs_filter_lexemes), built on the query side.
 * Keep the two in step: a cell or week computed differently here finds nothing.
 */
const CELL_SIZES = [0.5, 2, 8] as const
/** The finest grid whose cells cover a search area in at most this many cells. */
const MAX_CELLS = 36
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

const quote = (lexeme: string) => `'${lexeme}'`
const anyOf = (lexemes: readonly string[]) => (lexemes.length === 1 ? quote(lexemes[0] as string) : `(${lexemes.map(quote).join(' | ')})`)

/** Grid cells covering a latitude/longitude box, as a tsquery OR. */
export function cellsQuery(box: { south: number; north: number; west: number; east: number }): string {
  for (const [level, size] of CELL_SIZES.entries()) {
    const rows = range(Math.floor(box.south / size), Math.floor(box.north / size))
    const cols = range(Math.floor(box.west / size), Math.floor(box.east / size))
    if (rows.length * cols.length <= MAX_CELLS || level === CELL_SIZES.length - 1) {
      return anyOf(rows.flatMap((row) => cols.map((col) => `g${level}:${row}:${col}`)))
    }
  }
  throw new Error('unreachable')
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

export const stateQuery = (state: string) => quote(`s:${state.toLowerCase()}`)
export const jobTypesQuery = (types: readonly string[]) => anyOf(types.map((type) => `t:${type}`))
export const REMOTE_ONLY = quote('r:1')

/** The posting weeks overlapping [since, until], as a tsquery OR. */
export function weeksQuery(since: Date, until: Date): string {
  const first = Math.floor(since.getTime() / WEEK_MS)
  const last = Math.max(first, Math.floor(until.getTime() / WEEK_MS))
  return anyOf(range(first, last).map((week) => `w:${week}`))
}
