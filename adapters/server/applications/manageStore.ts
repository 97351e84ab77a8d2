import type { ApplicationAnswers, BadgeInfo } from '../../../core/applications'
import type { Db } from '../db/db'

/**
 * The SQL of following one's applications (the /applications pages): edits, the seen mark, badge info, and who
 * owns what for a migration. Every method takes the owner's id: it reaches only that account's rows.
 */
export interface ManageApplicationStore {
  /** Saves the editable answers of the account's application; false when it is not theirs. */
  saveAnswers(userId: string, id: string, answers: ApplicationAnswers, at: Date): Promise<boolean>
  /** Marks the application's latest change seen by its applicant. */
  markViewed(userId: string, id: string, at: Date): Promise<void>
  /** badge-info: the count, and each application's job, last change and whether it was seen. */
  badgeInfo(userId: string): Promise<BadgeInfo>
  /** The ids of the applications an account owns, and of those made without an account with its email. */
  idsOwnedBy(owner: { readonly userId: string | null; readonly emailKey: string }): Promise<string[]>
}

export function createManageApplicationStore(db: Db): ManageApplicationStore {
  return {
    async saveAnswers(userId, id, a, at) {
      const rows = await db.query<{ id: string }>(
        `UPDATE applications SET most_recent_title = $3, most_recent_employer = $4, work_authorization = $5, elevator_pitch = $6,
           charity = $7, expected_salary = $8, expected_salary_type = $9, current_salary = $10, current_salary_type = $11,
           modified_at = GREATEST(modified_at, $12), viewed_at = GREATEST(modified_at, $12)
         WHERE user_id = $1 AND id = $2 RETURNING id`,
        [
          userId, id, a.mostRecentTitle, a.mostRecentEmployer, a.workAuthorization, a.elevatorPitch, a.charity,
          a.expectedSalary, a.expectedSalaryType, a.currentSalary, a.currentSalaryType, at.toISOString(),
        ],
      )
      return rows.length > 0
    },
    async markViewed(userId, id, at) {
      await db.query(`UPDATE applications SET viewed_at = GREATEST(modified_at, $3) WHERE user_id = $1 AND id = $2`, [userId, id, at.toISOString()])
    },
    async badgeInfo(userId) {
      const rows = await db.query<{ id: string; job_id: string; modified_at: Date | string; viewed: boolean }>(
        `SELECT id, job_id, modified_at, COALESCE(viewed_at, applied_at) >= modified_at AS viewed
           FROM applications WHERE user_id = $1 ORDER BY modified_at DESC, id`,
        [userId],
      )
      return {
        applications: rows.length,
        userJobs: rows.map((row) => ({ jobId: row.job_id, application: { id: row.id, modified: new Date(row.modified_at).toISOString() }, viewed: row.viewed })),
      }
    },
    async idsOwnedBy({ userId, emailKey }) {
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM applications WHERE ($1::text IS NOT NULL AND user_id = $1) OR (user_id IS NULL AND email_key = $2) ORDER BY applied_at, id`,
        [userId, emailKey],
      )
      return rows.map((row) => row.id)
    },
  }
}
