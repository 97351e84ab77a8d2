import { randomUUID } from 'node:crypto'
import type { HireForm } from '../../../core/hire'
import type { Db, Queryable } from '../db/db'

/** The Pro a request went to. */
export interface RoutedPro {
  readonly id: string
  readonly name: string
  readonly slug: string
  /** The employer chose this Pro (the request named its slug) rather than being routed by industry and city. */
  readonly chosen: boolean
}

/** Where the request's city points: its city name and, when given ("Austin, TX"), its two-letter state. */
export interface HirePlace {
  readonly city: string
  readonly state: string | null
}

/** The hire domain's SQL: the requests, and finding the Pro to route one to. */
export interface HireStore {
  /**
   * The Pro the employer chose, when `chosenSlug` names one; otherwise the Pro whose own industries and cities (pros.industries, pros.cities) hold the request's: both, then the
   * industry, then the city; ties go to the most open jobs there, then in all; null when no Pro recruits in either
   * (docs/decisions.md, "The hire form").
   */
  routeTo(tx: Queryable, industry: string, place: HirePlace, chosenSlug?: string | null): Promise<RoutedPro | null>
  /** The administrators' email addresses (not disabled): where every request is mailed, as Pros have no email. */
  administrators(tx: Queryable): Promise<readonly string[]>
  /** Records a request with the Pro it went to; answers its id. */
  insert(tx: Queryable, form: HireForm, pro: RoutedPro | null, now: Date): Promise<string>
  /** A request as stored (tests, and the Pros' screens to come). */
  get(id: string): Promise<(HireForm & { id: string; proId: string | null }) | null>
  /** How many requests are stored (tests). */
  count(): Promise<number>
  readonly db: Db
}

interface RequestRow {
  id: string
  company: string
  name: string
  role: string
  work_email: string
  phone: string
  industry_id: string
  city: string
  needs: string
  message: string
  pro_id: string | null
}

export function createHireStore(db: Db): HireStore {
  return {
    db,
    async routeTo(tx, industry, place, chosenSlug = null) {
      if (chosenSlug !== null) {
        const [chosen] = await tx.query<Omit<RoutedPro, 'chosen'>>(`SELECT id, name, slug FROM pros WHERE slug = $1`, [chosenSlug])
        if (chosen) return { ...chosen, chosen: true }
      }
      // The Pros' own industries and cities (migration 030) decide; their open jobs there break ties.
      const [row] = await tx.query<Omit<RoutedPro, 'chosen'>>(
        `WITH matched AS (
           SELECT p.id, p.name, p.slug,
                  $1 = ANY (p.industries) AS in_industry,
                  EXISTS (SELECT 1 FROM unnest(p.cities) AS c(place)
                           WHERE lower(split_part(c.place, ', ', 1)) = lower($2) AND ($3::text IS NULL OR split_part(c.place, ', ', 2) = $3)) AS in_city
             FROM pros p)
         SELECT m.id, m.name, m.slug FROM matched m
          WHERE m.in_industry OR m.in_city
          ORDER BY (m.in_industry AND m.in_city) DESC, m.in_industry DESC,
                   (SELECT count(*) FROM jobs j WHERE j.pro_id = m.id AND j.closed_at IS NULL AND j.industry_id = $1
                       AND lower(j.city) = lower($2) AND ($3::text IS NULL OR j.state = $3)) DESC,
                   (SELECT count(*) FROM jobs j WHERE j.pro_id = m.id AND j.closed_at IS NULL) DESC,
                   m.id
          LIMIT 1`,
        [industry, place.city, place.state],
      )
      return row ? { ...row, chosen: false } : null
    },
    async administrators(tx) {
      const rows = await tx.query<{ email: string }>(`SELECT email FROM users WHERE admin AND NOT disabled ORDER BY id`)
      return rows.map((row) => row.email)
    },
    async insert(tx, form, pro, now) {
      const id = randomUUID()
      await tx.query(
        `INSERT INTO hire_requests (id, created_at, company, name, role, work_email, phone, industry_id, city, needs, message, pro_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [id, now, form.company, form.name, form.role, form.workEmail, form.phone, form.industry, form.city, form.needs, form.message, pro?.id ?? null],
      )
      return id
    },
    async get(id) {
      const [row] = await db.query<RequestRow>(
        `SELECT id, company, name, role, work_email, phone, industry_id, city, needs, message, pro_id FROM hire_requests WHERE id = $1`,
        [id],
      )
      if (!row) return null
      return {
        id: row.id, company: row.company, name: row.name, role: row.role, workEmail: row.work_email, phone: row.phone,
        industry: row.industry_id as HireForm['industry'], city: row.city, needs: row.needs, message: row.message, proId: row.pro_id,
      }
    },
    async count() {
      const [row] = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM hire_requests`)
      return Number(row?.n ?? 0)
    },
  }
}
