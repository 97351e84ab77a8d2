import type { Db } from '../db/db'
import type { Experience, ExperienceRequest, PhoneList, ProfileSectionName } from '../../../core/profile'

interface PhoneRow {
  id: string
  number: string
  extension: string
  type: 'mobile' | 'home' | 'office'
}

interface ExperienceRow {
  id: string
  title: string
  company: string
  started: string
  ended: string | null
  current: boolean
  description: string
}

const toExperience = (row: ExperienceRow): Experience => ({
  id: row.id,
  title: row.title,
  company: row.company,
  started: row.started,
  ended: row.ended,
  current: row.current,
  description: row.description,
})

/** The profile domain's SQL. Every read and change is by owner: a user never reaches another's rows. */
export interface ProfileStore {
  /** The stored JSON of a section (unchecked: the routes parse it), or null before the first save. */
  section(userId: string, section: ProfileSectionName): Promise<unknown>
  saveSection(userId: string, section: ProfileSectionName, value: unknown, now: Date): Promise<void>
  phones(userId: string): Promise<PhoneList>
  /** Replaces the user's phones by `phones` (in order); a row whose id is one of theirs keeps it, the rest get `newId()`. */
  replacePhones(userId: string, phones: PhoneList['phones'], newId: () => string): Promise<PhoneList>
  experience(userId: string): Promise<readonly Experience[]>
  experienceItem(userId: string, id: string): Promise<Experience | null>
  insertExperience(userId: string, id: string, request: ExperienceRequest, now: Date): Promise<Experience>
  /** Null when the user has no such experience. */
  updateExperience(userId: string, id: string, request: ExperienceRequest): Promise<Experience | null>
  /** False when the user has no such experience. */
  deleteExperience(userId: string, id: string): Promise<boolean>
}

export function createProfileStore(db: Db): ProfileStore {
  return {
    async section(userId, section) {
      const [row] = await db.query<{ value: unknown }>('SELECT value FROM profile_sections WHERE user_id = $1 AND section = $2', [userId, section])
      return row?.value ?? null
    },
    async saveSection(userId, section, value, now) {
      await db.query(
        `INSERT INTO profile_sections (user_id, section, value, updated_at) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (user_id, section) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
        [userId, section, JSON.stringify(value), now.toISOString()],
      )
    },
    async phones(userId) {
      const rows = await db.query<PhoneRow>('SELECT id, number, extension, type FROM profile_phones WHERE user_id = $1 ORDER BY position, id', [userId])
      return { phones: rows.map((row) => ({ id: row.id, number: row.number, extension: row.extension, type: row.type })) }
    },
    async replacePhones(userId, phones, newId) {
      return db.transaction(async (tx) => {
        const owned = new Set((await tx.query<{ id: string }>('SELECT id FROM profile_phones WHERE user_id = $1', [userId])).map((row) => row.id))
        await tx.query('DELETE FROM profile_phones WHERE user_id = $1', [userId])
        const kept: PhoneRow[] = []
        for (const [position, phone] of phones.entries()) {
          const id = phone.id !== undefined && owned.has(phone.id) && !kept.some((row) => row.id === phone.id) ? phone.id : newId()
          await tx.query('INSERT INTO profile_phones (id, user_id, position, number, extension, type) VALUES ($1, $2, $3, $4, $5, $6)', [
            id, userId, position, phone.number, phone.extension, phone.type,
          ])
          kept.push({ id, number: phone.number, extension: phone.extension, type: phone.type })
        }
        return { phones: kept }
      })
    },
    async experience(userId) {
      const rows = await db.query<ExperienceRow>(
        `SELECT id, title, company, started, ended, current, description FROM work_experiences WHERE user_id = $1
         ORDER BY current DESC, COALESCE(ended, '9999-99') DESC, started DESC, created_at DESC, id`,
        [userId],
      )
      return rows.map(toExperience)
    },
    async experienceItem(userId, id) {
      const [row] = await db.query<ExperienceRow>(
        'SELECT id, title, company, started, ended, current, description FROM work_experiences WHERE user_id = $1 AND id = $2',
        [userId, id],
      )
      return row ? toExperience(row) : null
    },
    async insertExperience(userId, id, r, now) {
      await db.query(
        `INSERT INTO work_experiences (id, user_id, title, company, started, ended, current, description, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [id, userId, r.title, r.company, r.started, r.ended, r.current, r.description, now.toISOString()],
      )
      return { id, ...r }
    },
    async updateExperience(userId, id, r) {
      const rows = await db.query<ExperienceRow>(
        `UPDATE work_experiences SET title = $3, company = $4, started = $5, ended = $6, current = $7, description = $8
         WHERE user_id = $1 AND id = $2 RETURNING id, title, company, started, ended, current, description`,
        [userId, id, r.title, r.company, r.started, r.ended, r.current, r.description],
      )
      return rows[0] ? toExperience(rows[0]) : null
    },
    async deleteExperience(userId, id) {
      const rows = await db.query<{ id: string }>('DELETE FROM work_experiences WHERE user_id = $1 AND id = $2 RETURNING id', [userId, id])
      return rows.length > 0
    },
  }
}
