import type { Queryable } from '../db/db'
import type { ResumeKind } from './content'

/** A resume row as the routes use it. */
export interface ResumeRecord {
  readonly id: string
  readonly userId: string
  readonly fileName: string
  readonly kind: ResumeKind
  readonly size: number
  readonly storageKey: string
  readonly hasScript: boolean
  readonly active: boolean
  readonly uploadedAt: Date
}

interface Row {
  id: string
  user_id: string
  file_name: string
  kind: ResumeKind
  size_bytes: number
  storage_key: string
  has_script: boolean
  active: boolean
  uploaded_at: Date | string
}

const toRecord = (row: Row): ResumeRecord => ({
  id: row.id,
  userId: row.user_id,
  fileName: row.file_name,
  kind: row.kind,
  size: row.size_bytes,
  storageKey: row.storage_key,
  hasScript: row.has_script,
  active: row.active,
  uploadedAt: new Date(row.uploaded_at),
})

/** The resumes domain's SQL. Every read and change is by owner: a user never reaches another's rows. */
export interface ResumeStore {
  insert(record: ResumeRecord): Promise<void>
  listFor(userId: string): Promise<readonly ResumeRecord[]>
  find(userId: string, id: string): Promise<ResumeRecord | null>
  /** Sets `active`; null when the user has no such resume. */
  setActive(userId: string, id: string, active: boolean): Promise<ResumeRecord | null>
}

export function createResumeStore(db: Queryable): ResumeStore {
  return {
    async insert(r) {
      await db.query(
        `INSERT INTO resumes (id, user_id, file_name, kind, size_bytes, storage_key, has_script, active, uploaded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [r.id, r.userId, r.fileName, r.kind, r.size, r.storageKey, r.hasScript, r.active, r.uploadedAt.toISOString()],
      )
    },
    async listFor(userId) {
      const rows = await db.query<Row>(`SELECT * FROM resumes WHERE user_id = $1 ORDER BY uploaded_at DESC, id`, [userId])
      return rows.map(toRecord)
    },
    async find(userId, id) {
      const [row] = await db.query<Row>(`SELECT * FROM resumes WHERE user_id = $1 AND id = $2`, [userId, id])
      return row ? toRecord(row) : null
    },
    async setActive(userId, id, active) {
      const [row] = await db.query<Row>(`UPDATE resumes SET active = $3 WHERE user_id = $1 AND id = $2 RETURNING *`, [userId, id, active])
      return row ? toRecord(row) : null
    },
  }
}
