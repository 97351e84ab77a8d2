import { randomUUID } from 'node:crypto'
import { capSearches, FAVORITE_SEARCHES_CAP, mergeSearchLists, searchKey, type RecentSearch, type RecordSearchRequest, type SearchId, type UpdateSearchRequest } from '../../../core/searches'
import { keptFiltersOf } from '../../../core/search'
import type { Db, Queryable } from '../db/db'

interface SearchRow {
  id: string
  what: string
  where_text: string
  name: string
  starred: boolean
  searched_at: Date | string
  visa_sponsorship: boolean
  lives_in: string | null
}

const toSearch = (row: SearchRow): RecentSearch => ({
  id: row.id as SearchId,
  what: row.what,
  where: row.where_text,
  name: row.name,
  starred: row.starred,
  searchedAt: new Date(row.searched_at).toISOString(),
  ...keptFiltersOf({ visaSponsorship: row.visa_sponsorship, livesIn: row.lives_in }),
})

const COLUMNS = 'id, what, where_text, name, starred, searched_at, visa_sponsorship, lives_in'

/** The recent and favorite searches' SQL: an account's list, only ever read or changed with its own id. */
export interface SearchesStore {
  list(userId: string): Promise<RecentSearch[]>
  /** Records a search just run (an old one moves to the top) and drops what falls past the caps. */
  record(userId: string, search: RecordSearchRequest, now: Date): Promise<RecentSearch>
  update(userId: string, id: string, change: UpdateSearchRequest): Promise<RecentSearch | null | 'full'>
  remove(userId: string, id: string): Promise<boolean>
  /** Merges the device's list into the account's (mergeSearchLists); times after `now` count as `now`. */
  merge(userId: string, device: readonly RecentSearch[], now: Date): Promise<void>
}

const lockAccount = (tx: Queryable, userId: string) => tx.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId])

async function keepCaps(tx: Queryable, userId: string): Promise<void> {
  const rows = (await tx.query<SearchRow>(`SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1`, [userId])).map(toSearch)
  const kept = new Set(capSearches(rows).map((entry) => entry.id as string))
  const dropped = rows.filter((entry) => !kept.has(entry.id)).map((entry) => entry.id as string)
  if (dropped.length > 0) await tx.query(`DELETE FROM saved_searches WHERE user_id = $1 AND id = ANY($2::text[])`, [userId, dropped])
}

export function createSearchesStore(db: Db): SearchesStore {
  return {
    async list(userId) {
      const rows = await db.query<SearchRow>(`SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1 ORDER BY searched_at DESC, id`, [userId])
      return capSearches(rows.map(toSearch))
    },
    record: (userId, search, now) =>
      db.transaction(async (tx) => {
        await lockAccount(tx, userId)
        const [row] = await tx.query<SearchRow>(
          `INSERT INTO saved_searches (id, user_id, what, where_text, search_key, searched_at, visa_sponsorship, lives_in) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (user_id, search_key) DO UPDATE SET what = $3, where_text = $4, searched_at = $6 RETURNING ${COLUMNS}`,
          [randomUUID(), userId, search.what, search.where, searchKey(search), now, search.visaSponsorship === true, search.livesIn ?? null],
        )
        if (!row) throw new Error('The search could not be recorded.')
        await keepCaps(tx, userId)
        return toSearch(row)
      }),
    update: (userId, id, change) =>
      db.transaction(async (tx) => {
        await lockAccount(tx, userId)
        const current = (await tx.query<SearchRow>(`SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1`, [userId])).map(toSearch)
        const entry = current.find((candidate) => candidate.id === id)
        if (!entry) return null
        if (change.starred === true && !entry.starred && current.filter((candidate) => candidate.starred).length >= FAVORITE_SEARCHES_CAP) return 'full'
        const [row] = await tx.query<SearchRow>(
          `UPDATE saved_searches SET starred = coalesce($3, starred), name = coalesce($4, name) WHERE user_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
          [userId, id, change.starred ?? null, change.name ?? null],
        )
        await keepCaps(tx, userId)
        return row ? toSearch(row) : null
      }),
    async remove(userId, id) {
      return (await db.query(`DELETE FROM saved_searches WHERE user_id = $1 AND id = $2 RETURNING id`, [userId, id])).length > 0
    },
    merge: (userId, device, now) =>
      db.transaction(async (tx) => {
        if (device.length === 0) return
        await lockAccount(tx, userId)
        const account = (await tx.query<SearchRow>(`SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1`, [userId])).map(toSearch)
        const latest = now.getTime()
        const bounded = device.map((entry) => ({ ...entry, searchedAt: new Date(Math.min(Date.parse(entry.searchedAt), latest)).toISOString() }))
        const merged = mergeSearchLists(account, bounded)
        const known = new Set(account.map((entry) => entry.id as string))
        await tx.query(`DELETE FROM saved_searches WHERE user_id = $1 AND NOT (id = ANY($2::text[]))`, [userId, merged.map((entry) => entry.id as string)])
        for (const entry of merged) {
          if (known.has(entry.id))
            await tx.query(`UPDATE saved_searches SET starred = $3, name = $4, searched_at = $5 WHERE user_id = $1 AND id = $2`, [userId, entry.id, entry.starred, entry.name, entry.searchedAt])
          else
            await tx.query(
              `INSERT INTO saved_searches (id, user_id, what, where_text, search_key, name, starred, searched_at, visa_sponsorship, lives_in)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
              [randomUUID(), userId, entry.what, entry.where, searchKey(entry), entry.name, entry.starred, entry.searchedAt, entry.visaSponsorship === true, entry.livesIn ?? null],
            )
        }
      }),
  }
}
