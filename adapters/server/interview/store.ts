import type { InterviewAnswers, InterviewJob, InterviewQuestion } from '../../../core/interview'
import type { ApplicationAnswers } from '../../../core/applications'
import type { Db } from '../db/db'

/** An interview as saved: the answers so far and when the last one came. */
export interface SavedInterview {
  readonly answers: InterviewAnswers
  readonly completedAt: Date | null
}

/** One save: the question's answer, the answers it makes void, and the application's fields it changes. */
export interface InterviewSave {
  readonly applicationId: string
  readonly question: InterviewQuestion
  readonly answer: unknown
  /** Answers that no longer hold after this one (the ratings of skills no longer confirmed). */
  readonly dropped: readonly InterviewQuestion[]
  /** Columns of the application the answer also sets (the answers an application holds). */
  readonly application: Partial<ApplicationAnswers>
  readonly now: Date
}

/** The interview's SQL: the job's questions' material, the saved answers, and a save (all of it or nothing). */
export interface InterviewStore {
  /** The job's title, company and skills; null when it is gone. */
  job(jobId: string): Promise<InterviewJob | null>
  find(applicationId: string): Promise<SavedInterview>
  /** Saves one answer (one question's row: parallel saves of other questions never undo each other). */
  save(save: InterviewSave): Promise<void>
  /** Marks the interview completed at `now` (kept at its first completion). */
  complete(applicationId: string, now: Date): Promise<void>
}

const COLUMNS: Record<keyof ApplicationAnswers, string> = {
  mostRecentTitle: 'most_recent_title',
  mostRecentEmployer: 'most_recent_employer',
  workAuthorization: 'work_authorization',
  elevatorPitch: 'elevator_pitch',
  charity: 'charity',
  expectedSalary: 'expected_salary',
  expectedSalaryType: 'expected_salary_type',
  currentSalary: 'current_salary',
  currentSalaryType: 'current_salary_type',
}

export function createInterviewStore(db: Db): InterviewStore {
  return {
    async job(jobId) {
      const [row] = await db.query<InterviewJob>(`SELECT id, title, company, skills FROM jobs WHERE id = $1`, [jobId])
      return row ? { id: row.id, title: row.title, company: row.company, skills: [...row.skills] } : null
    },
    async find(applicationId) {
      const rows = await db.query<{ question: InterviewQuestion; answer: string }>(
        // As text, parsed here: drivers differ in how they hand over a jsonb string.
        `SELECT question, answer::text AS answer FROM interview_answers WHERE application_id = $1`,
        [applicationId],
      )
      const [interview] = await db.query<{ completed_at: Date | string | null }>(`SELECT completed_at FROM interviews WHERE application_id = $1`, [applicationId])
      const answers = Object.fromEntries(rows.map((row) => [row.question, JSON.parse(row.answer) as unknown]))
      return { answers: answers as InterviewAnswers, completedAt: interview?.completed_at ? new Date(interview.completed_at) : null }
    },
    save: ({ applicationId, question, answer, dropped, application, now }) =>
      db.transaction(async (tx) => {
        const at = now.toISOString()
        await tx.query(`INSERT INTO interviews (application_id, started_at) VALUES ($1, $2) ON CONFLICT (application_id) DO NOTHING`, [applicationId, at])
        await tx.query(
          `INSERT INTO interview_answers (application_id, question, answer, answered_at) VALUES ($1, $2, $3::jsonb, $4)
           ON CONFLICT (application_id, question) DO UPDATE SET answer = EXCLUDED.answer, answered_at = EXCLUDED.answered_at`,
          [applicationId, question, JSON.stringify(answer), at],
        )
        if (dropped.length > 0) {
          await tx.query(`DELETE FROM interview_answers WHERE application_id = $1 AND question = ANY($2::text[])`, [applicationId, [...dropped]])
        }
        const fields = Object.entries(application).filter(([, value]) => value !== undefined) as Array<[keyof ApplicationAnswers, unknown]>
        if (fields.length > 0) {
          const sets = fields.map(([field], index) => `${COLUMNS[field]} = $${index + 2}`).join(', ')
          await tx.query(`UPDATE applications SET ${sets} WHERE id = $1`, [applicationId, ...fields.map(([, value]) => value)])
        }
      }),
    async complete(applicationId, now) {
      await db.query(`UPDATE interviews SET completed_at = coalesce(completed_at, $2) WHERE application_id = $1`, [applicationId, now.toISOString()])
    },
  }
}
