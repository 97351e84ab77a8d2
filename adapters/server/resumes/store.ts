import type { ResumeSummary, ResumeVocabulary } from '../../../core/resumes'
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
  /** What was read from its text; null when no text could be read (or before it was read). */
  readonly summary: ResumeSummary | null
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
  summary_title?: string | null
  summary_employer?: string | null
  summary_skills?: string[] | null
  has_text?: boolean
}

/** Every column but the text itself (up to 100,000 characters, read by nothing but the summary rules). */
const COLUMNS = `id, user_id, file_name, kind, size_bytes, storage_key, has_script, active, uploaded_at,
  summary_title, summary_employer, summary_skills, text_content IS NOT NULL AS has_text`

/** A pending s3 upload (migration 018's resume_uploads). */
export interface UploadTicketRecord {
  readonly id: string
  readonly userId: string
  readonly fileName: string
  readonly objectKey: string
  readonly size: number
  readonly expiresAt: Date
}

interface TicketRow {
  id: string
  user_id: string
  file_name: string
  object_key: string
  size_bytes: number
  expires_at: Date | string
}

const toTicket = (row: TicketRow): UploadTicketRecord => ({
  id: row.id,
  userId: row.user_id,
  fileName: row.file_name,
  objectKey: row.object_key,
  size: row.size_bytes,
  expiresAt: new Date(row.expires_at),
})

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
  summary: row.has_text ? { mostRecentTitle: row.summary_title ?? null, mostRecentEmployer: row.summary_employer ?? null, skills: row.summary_skills ?? [] } : null,
})

/** The resumes domain's SQL. Every read and change is by owner: a user never reaches another's rows. */
export interface ResumeStore {
  insert(record: ResumeRecord): Promise<void>
  listFor(userId: string): Promise<readonly ResumeRecord[]>
  find(userId: string, id: string): Promise<ResumeRecord | null>
  /** Sets `active`; null when the user has no such resume. */
  setActive(userId: string, id: string, active: boolean): Promise<ResumeRecord | null>
  /** Keeps the extracted text (null: none could be read) and its summary. */
  setText(id: string, text: string | null, summary: ResumeSummary): Promise<void>
  /** The summary kept for the user's resume; null when the user has no such resume. */
  summary(userId: string, id: string): Promise<ResumeSummary | null>
  /** Deletes the row; answers its file's key, or null when the user has no such resume. */
  delete(userId: string, id: string): Promise<string | null>
  /** Deletes every resume and pending upload of the user; answers the file keys and staged object keys to delete. */
  deleteAllFor(userId: string): Promise<{ readonly files: readonly string[]; readonly objects: readonly string[] }>
  /** The titles and skills the search index knows (the search domain's search_suggestions, read only). */
  vocabulary(): Promise<ResumeVocabulary>
  insertTicket(ticket: UploadTicketRecord): Promise<void>
  /** Takes (deletes and answers) the user's ticket: a ticket completes once. */
  takeTicket(userId: string, id: string): Promise<UploadTicketRecord | null>
  /** How many tickets the user holds (after the expired ones were taken). */
  countTickets(userId: string): Promise<number>
  /** Takes the user's tickets expired at `now`, so their staged objects can be deleted. */
  takeExpiredTickets(userId: string, now: Date): Promise<readonly UploadTicketRecord[]>
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
      const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM resumes WHERE user_id = $1 ORDER BY uploaded_at DESC, id`, [userId])
      return rows.map(toRecord)
    },
    async find(userId, id) {
      const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM resumes WHERE user_id = $1 AND id = $2`, [userId, id])
      return row ? toRecord(row) : null
    },
    async setActive(userId, id, active) {
      const [row] = await db.query<Row>(`UPDATE resumes SET active = $3 WHERE user_id = $1 AND id = $2 RETURNING ${COLUMNS}`, [userId, id, active])
      return row ? toRecord(row) : null
    },
    async setText(id, text, summary) {
      await db.query(`UPDATE resumes SET text_content = $2, summary_title = $3, summary_employer = $4, summary_skills = $5 WHERE id = $1`, [
        id,
        text,
        summary.mostRecentTitle,
        summary.mostRecentEmployer,
        summary.skills,
      ])
    },
    async summary(userId, id) {
      const [row] = await db.query<Row>(`SELECT summary_title, summary_employer, summary_skills FROM resumes WHERE user_id = $1 AND id = $2`, [userId, id])
      if (!row) return null
      return { mostRecentTitle: row.summary_title ?? null, mostRecentEmployer: row.summary_employer ?? null, skills: row.summary_skills ?? [] }
    },
    async delete(userId, id) {
      const [row] = await db.query<{ storage_key: string }>(`DELETE FROM resumes WHERE user_id = $1 AND id = $2 RETURNING storage_key`, [userId, id])
      return row?.storage_key ?? null
    },
    async deleteAllFor(userId) {
      const files = await db.query<{ storage_key: string }>(`DELETE FROM resumes WHERE user_id = $1 RETURNING storage_key`, [userId])
      const objects = await db.query<{ object_key: string }>(`DELETE FROM resume_uploads WHERE user_id = $1 RETURNING object_key`, [userId])
      return { files: files.map((row) => row.storage_key), objects: objects.map((row) => row.object_key) }
    },
    async vocabulary() {
      const rows = await db.query<{ kind: 'title' | 'skill'; label: string }>(`SELECT kind, label FROM search_suggestions ORDER BY jobs DESC, label`)
      return { titles: rows.filter((row) => row.kind === 'title').map((row) => row.label), skills: rows.filter((row) => row.kind === 'skill').map((row) => row.label) }
    },
    async insertTicket(t) {
      await db.query(`INSERT INTO resume_uploads (id, user_id, file_name, object_key, size_bytes, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
        t.id,
        t.userId,
        t.fileName,
        t.objectKey,
        t.size,
        t.expiresAt.toISOString(),
      ])
    },
    async takeTicket(userId, id) {
      const [row] = await db.query<TicketRow>(`DELETE FROM resume_uploads WHERE user_id = $1 AND id = $2 RETURNING *`, [userId, id])
      return row ? toTicket(row) : null
    },
    async countTickets(userId) {
      const [row] = await db.query<{ count: number | string }>(`SELECT count(*) AS count FROM resume_uploads WHERE user_id = $1`, [userId])
      return Number(row?.count ?? 0)
    },
    async takeExpiredTickets(userId, now) {
      const rows = await db.query<TicketRow>(`DELETE FROM resume_uploads WHERE user_id = $1 AND expires_at <= $2 RETURNING *`, [userId, now.toISOString()])
      return rows.map(toTicket)
    },
  }
}
