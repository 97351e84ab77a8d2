import * as v from 'valibot'

/**
 * The industry categories jobs are filed under (spec section 3: "about 28", e.g. engineering, finance, sales, IT), as
 * the URL and the API name them. Their names are catalogue texts (`search.industry.<id>`).
 */
export const INDUSTRIES = [
  'accounting-and-finance',
  'administrative',
  'architecture',
  'arts-and-design',
  'construction',
  'customer-service',
  'education',
  'energy-and-utilities',
  'engineering',
  'government',
  'healthcare',
  'hospitality',
  'human-resources',
  'information-technology',
  'insurance',
  'legal',
  'logistics-and-transportation',
  'manufacturing',
  'marketing',
  'media-and-communications',
  'nonprofit',
  'pharmaceutical-and-biotech',
  'real-estate',
  'retail',
  'sales',
  'science-and-research',
  'software-development',
  'telecommunications',
] as const
export const IndustrySchema = v.picklist(INDUSTRIES)
export type Industry = v.InferOutput<typeof IndustrySchema>

/** Experience levels, most junior first (`search.experience.<level>` names them). */
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'manager', 'executive'] as const
export const ExperienceLevelSchema = v.picklist(EXPERIENCE_LEVELS)
export type ExperienceLevel = v.InferOutput<typeof ExperienceLevelSchema>

// Checked in this order: "Senior Accountant" is senior, "Director of Nursing" executive, "Sales Manager" manager.
const LEVEL_WORDS: readonly (readonly [ExperienceLevel, RegExp])[] = [
  ['executive', /\b(chief|director|vp|vice president|head of|superintendent of schools)\b/i],
  ['manager', /\b(manager|supervisor|controller|superintendent|foreman|principal|administrator)\b/i],
  ['senior', /\b(senior|sr|lead|staff engineer|architect|attorney|counsel|professor|pharmacist|physician|nurse practitioner|charge nurse|sous chef)\b/i],
  ['entry', /\b(junior|jr|intern|trainee|apprentice|assistant|associate|clerk|receptionist|representative|agent|aide|cashier|technician|teller|helper|driver|attendant|server|crew|coordinator)\b/i],
]

/**
 * The experience level a job title implies, for jobs posted without one (the demo data, older rows): the first
 * level whose words the title holds, checked from the most senior; a title with none ("Electrician", "Registered
 * Nurse") is mid level. Migration 019 fills older rows with the same words (test/server/search/facets.test.ts).
 */
export function experienceLevelOf(title: string): ExperienceLevel {
  return LEVEL_WORDS.find(([, words]) => words.test(title))?.[0] ?? 'mid'
}

/** The industry id of a category's English name ("Accounting & Finance" -> "accounting-and-finance"), or null. */
export function industryOf(name: string): Industry | null {
  const id = name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
  return (INDUSTRIES as readonly string[]).includes(id) ? (id as Industry) : null
}
