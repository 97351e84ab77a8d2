import { randomUUID } from 'node:crypto'
import type { ConsultingEnrolment } from '../../../core/consulting'
import type { Db } from '../db/db'

/** The consulting domain's SQL: enrolments, one per email. */
export interface ConsultingStore {
  /** Stores the enrolment (the same email again: replaced, keeping its id); answers its id. */
  enrol(enrolment: ConsultingEnrolment, now: Date): Promise<string>
  /** An enrolment by email (tests, and the Pros' screens to come). */
  byEmail(email: string): Promise<(ConsultingEnrolment & { id: string }) | null>
}

interface Row {
  id: string
  email: string
  first_name: string
  last_name: string
  specialty: string
  experience: string
  headline: string
  summary: string
  hourly_rate: number
  availability: string
  workplace: string
  location: string
}

export function createConsultingStore(db: Db): ConsultingStore {
  return {
    async enrol({ specialty, identity, profile, search }, now) {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO consulting_enrolments AS e (id, email, enrolled_at, first_name, last_name, specialty, experience, headline, summary, hourly_rate, availability, workplace, location)
         VALUES ($1, lower($2), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (email) DO UPDATE SET enrolled_at = EXCLUDED.enrolled_at, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
           specialty = EXCLUDED.specialty, experience = EXCLUDED.experience, headline = EXCLUDED.headline, summary = EXCLUDED.summary,
           hourly_rate = EXCLUDED.hourly_rate, availability = EXCLUDED.availability, workplace = EXCLUDED.workplace, location = EXCLUDED.location
         RETURNING e.id`,
        [randomUUID(), identity.email, now, identity.firstName, identity.lastName, specialty.specialty, specialty.experience, profile.headline, profile.summary,
          profile.hourlyRate, search.availability, search.workplace, search.location],
      )
      return row?.id ?? ''
    },
    async byEmail(email) {
      const [row] = await db.query<Row>(`SELECT * FROM consulting_enrolments WHERE email = lower($1)`, [email])
      if (!row) return null
      return {
        id: row.id,
        specialty: { specialty: row.specialty, experience: row.experience } as ConsultingEnrolment['specialty'],
        identity: { firstName: row.first_name, lastName: row.last_name, email: row.email },
        profile: { headline: row.headline, summary: row.summary, hourlyRate: row.hourly_rate },
        search: { availability: row.availability, workplace: row.workplace, location: row.location } as ConsultingEnrolment['search'],
      }
    },
  }
}
