import type { ResumeSummary } from './schemas'

/**
 * What a resume's text says, read by rules (no model): the most recent job's title and employer, and the skills the
 * search index knows. Pure: the server runs it on the extracted text at upload (adapters/server/resumes) and keeps
 * the answer; the apply form and the interview offer it for the applicant to confirm, never as a fact.
 *
 * The rules, in order:
 * 1. The text is cut into trimmed lines; a short line naming a known section ("Experience", "Work history",
 *    "Education", "Skills", ...) is a heading. The experience section runs from an experience heading to the next
 *    heading; without one, the whole text is read.
 * 2. A job is a line of that section holding a date range ("Jan 2020 - Present", "03/2018 – 05/2021",
 *    "2016 to 2019"). Its title and employer are the other parts of that line (split at "|", " - ", ", ", " at ",
 *    tabs...) and, while fewer than two were found, of the short lines just above it, then just below it (bullets,
 *    sentences, other jobs' dates and headings are not read).
 * 3. The most recent job is the one whose range ends last ("Present" last of all); a tie goes to the one written
 *    first (resumes list the newest first). With no date range, the section's first short lines are read as one job.
 * 4. Of a job's parts, locations ("Boston, MA", "Remote") are dropped; with " at " or "@", what is before is the
 *    title and what follows the employer; otherwise the title is the part most like a job title (a known title, a
 *    word such as Nurse, Engineer, Manager), the employer the part most like an organisation (Inc, LLC, Hospital,
 *    University, a possessive such as "St. Mary's") among the rest, else the first of the rest.
 * 5. Skills are the vocabulary's labels found in the text as whole words, in any case, hyphens, slashes and
 *    spaces alike ("ci/cd", "month end close"); a label that is also an everyday English word (Go, Excel, Epic,
 *    React, ...) only as written or in capitals, so "excel at" is not Excel nor "go to" Go. One pass over the
 *    text's words, whatever the vocabulary's size (no pattern per label).
 *    Those in a Skills section come first, then in the order they appear; at most RESUME_SUMMARY_MAX_SKILLS.
 */
export interface ResumeVocabulary {
  /** The skills the search index knows (search_suggestions' skill labels). */
  readonly skills: readonly string[]
  /** The job titles it knows: a part equal to one is taken as the title first. */
  readonly titles?: readonly string[]
}

export const RESUME_SUMMARY_MAX_SKILLS = 25
const MAX_PART = 200
/** A longer vocabulary label is not a skill (ResumeSummarySchema's bound). */
const MAX_SKILL = 100
/** A line longer than this is a sentence, never a title or an employer. */
const MAX_HEAD_LINE = 100

const EXPERIENCE_HEADINGS = new Set([
  'experience', 'work experience', 'professional experience', 'relevant experience', 'employment', 'employment history',
  'work history', 'career history', 'professional background', 'career', 'experience summary', 'work', 'positions held',
])
const OTHER_HEADINGS = new Set([
  'education', 'education and training', 'skills', 'technical skills', 'core skills', 'key skills', 'skills and abilities',
  'skills abilities', 'certifications', 'certificates', 'licenses', 'licenses and certifications', 'licenses certifications',
  'certifications and licenses', 'projects', 'summary', 'professional summary', 'profile', 'objective', 'languages',
  'references', 'awards', 'honors', 'volunteer', 'volunteering', 'volunteer experience', 'publications', 'interests',
  'contact', 'training', 'core competencies', 'competencies', 'qualifications', 'achievements', 'about me', 'hobbies',
])
const SKILL_HEADINGS = new Set(['skills', 'technical skills', 'core skills', 'key skills', 'skills and abilities', 'skills abilities', 'core competencies', 'competencies'])

const headingKey = (line: string): string | null => {
  if (line.length > 40) return null
  const key = line.toLowerCase().replace(/&/g, ' and ').replace(/[^\p{L}\s]+/gu, ' ').replace(/\s+/g, ' ').trim()
  return EXPERIENCE_HEADINGS.has(key) || OTHER_HEADINGS.has(key) ? key : null
}

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?'
const DATE = `(?:${MONTH}\\s*,?\\s*\\d{4}|\\d{1,2}\\s*/\\s*\\d{4}|\\d{4})`
const END = `(?:${DATE}|present|current|now|today|ongoing)`
const RANGE = new RegExp(`\\(?\\s*(${DATE})\\s*(?:-|–|—|to|until|till)\\s*(${END})\\s*\\)?`, 'iu')
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** A date of a range as months since year 0; "Present" and the like are the last of all. */
function monthsOf(text: string): number {
  const lower = text.toLowerCase()
  if (/^(present|current|now|today|ongoing)/.test(lower)) return Number.POSITIVE_INFINITY
  const slash = /(\d{1,2})\s*\/\s*(\d{4})/.exec(lower)
  if (slash) return Number(slash[2]) * 12 + Number(slash[1]) - 1
  const year = Number(/\d{4}/.exec(lower)?.[0] ?? 0)
  const month = MONTHS.findIndex((name) => lower.startsWith(name))
  return year * 12 + (month < 0 ? 11 : month)
}

const BULLET = /^[•●▪■◦‣∙*·\-–—>]\s*/u
const isBullet = (line: string) => BULLET.test(line)
const isSentence = (line: string) => line.length > MAX_HEAD_LINE || (/[.!?]$/.test(line) && line.split(/\s+/).length > 6)

const TITLE_WORDS =
  /\b(nurse|engineer|developer|manager|analyst|assistant|specialist|director|coordinator|designer|technician|accountant|consultant|representative|associate|officer|teacher|administrator|architect|lead|intern|clerk|supervisor|therapist|practitioner|pharmacist|physician|driver|operator|mechanic|electrician|cashier|receptionist|scientist|researcher|writer|editor|planner|recruiter|agent|advisor|adviser|controller|programmer|executive|president|founder|chef|cook|attendant|instructor|professor|tutor|counselor|paralegal|attorney|lawyer|auditor|buyer|estimator|foreman|welder|carpenter|plumber|installer|inspector|aide|caregiver|head|vp|cto|ceo|cfo|owner|partner|principal|senior|junior|staff|trainee|apprentice|worker|handler|loader|picker|packer|bartender|barista|server|host|hostess|waiter|waitress|therapist|hygienist|dentist|surgeon|medic|paramedic|emt|guard|strategist|marketer|producer|photographer|artist|illustrator|translator|librarian|secretary|bookkeeper|teller|underwriter|actuary|economist|statistician|investigator|detective|firefighter|pilot|dispatcher|courier|storekeeper|merchandiser|stylist|tailor|machinist|fabricator|assembler|laborer|landscaper|gardener|janitor|custodian|housekeeper|nanny|babysitter)s?\b/i
const EMPLOYER_WORDS =
  /\b(inc|llc|llp|ltd|limited|corp|corporation|company|co|group|gmbh|plc|sa|ag|hospital|clinic|health|healthcare|medical|university|college|school|academy|bank|center|centre|systems|solutions|technologies|technology|labs|laboratories|partners|agency|foundation|institute|department|store|stores|restaurant|hotel|county|city|district|council|ministry|services|studio|studios|media|consulting|holdings|industries|enterprises|associates|network|trust|church|markets|pharmacy|airlines|logistics|motors|foods|press)\b\.?/i
const COMPANY_SUFFIX = /^(inc|llc|llp|ltd|limited|corp|corporation|co|gmbh|plc|sa|ag)\.?$/i
const STATE = /^[A-Z]{2}(?:\s+\d{5})?$/
const REMOTE = /^(remote|hybrid|on-?site|usa|us|united states|uk|united kingdom|canada)$/i
const CITY_STATE = /^[A-Z][\p{L}.'-]*(?:\s[A-Z][\p{L}.'-]*){0,2},?\s[A-Z]{2}$/u

const cleanPart = (part: string) =>
  part
    .replace(/^[\s,;:|/·•\-–—(]+|[\s,;:|/·•\-–—)]+$/gu, '')
    .replace(/\s+/g, ' ')
    .slice(0, MAX_PART)
    .trim()

/** The parts of one line: split at the separators résumé writers use, company suffixes joined back, locations dropped. */
function partsOf(line: string): string[] {
  const raw = line.split(/\s+[|·•@]\s+|\s+[-–—]\s+|\t+|\s{3,}|,\s+|\s*\|\s*/u).map(cleanPart).filter((part) => part.length > 0)
  const joined: string[] = []
  for (const part of raw) {
    if (COMPANY_SUFFIX.test(part) && joined.length > 0) joined[joined.length - 1] += `, ${part}`
    else joined.push(part)
  }
  const kept: string[] = []
  for (let index = 0; index < joined.length; index++) {
    const part = joined[index]!
    if (REMOTE.test(part) || CITY_STATE.test(part)) continue
    if (STATE.test(part)) {
      // "Boston, MA": the city went in before its state.
      if (kept.length > 1 && !EMPLOYER_WORDS.test(kept[kept.length - 1]!) && !TITLE_WORDS.test(kept[kept.length - 1]!)) kept.pop()
      continue
    }
    kept.push(part)
  }
  return kept
}

interface Job {
  readonly title: string | null
  readonly employer: string | null
}

/** Title and employer of a line written "Title at Employer" / "Title @ Employer", or null. */
function atLine(line: string): Job | null {
  const match = /^(.+?)\s+(?:at|@)\s+(.+)$/u.exec(line)
  if (!match) return null
  const title = partsOf(match[1]!)[0] ?? null
  const employer = partsOf(match[2]!)[0] ?? null
  return title && employer ? { title, employer } : null
}

function titleScore(part: string, titles: ReadonlySet<string>): number {
  if (titles.has(part.toLowerCase())) return 3
  return TITLE_WORDS.test(part) ? 2 : 0
}

const employerScore = (part: string) => (EMPLOYER_WORDS.test(part) ? 2 : 0) + (/\p{L}['’]s\b/u.test(part) ? 1 : 0)

/** The title and employer among a job's parts (rule 4). */
function jobOf(lines: readonly string[], titles: ReadonlySet<string>): Job {
  for (const line of lines) {
    const at = atLine(line)
    if (at) return at
  }
  const parts = lines.flatMap(partsOf).filter((part) => !/^\d[\d\s/.-]*$/.test(part))
  if (parts.length === 0) return { title: null, employer: null }
  let titleIndex = 0
  let best = -1
  parts.forEach((part, index) => {
    const score = titleScore(part, titles) - employerScore(part)
    if (score > best) [best, titleIndex] = [score, index]
  })
  const title = parts[titleIndex]!
  const rest = parts.filter((_, index) => index !== titleIndex)
  if (rest.length === 0) return employerScore(title) > titleScore(title, titles) ? { title: null, employer: title } : { title, employer: null }
  const employer = rest.reduce((chosen, part) => (employerScore(part) > employerScore(chosen) ? part : chosen), rest[0]!)
  return { title, employer }
}

/** The lines around a job's date line that may hold its title and employer (rule 2). */
function headLines(section: readonly string[], at: number, isDate: (line: string) => boolean): string[] {
  const own = section[at]!.replace(RANGE, ' ').trim()
  const lines = own.length > 0 ? [own] : []
  const count = () => lines.flatMap(partsOf).length
  const usable = (line: string | undefined) => line !== undefined && !isBullet(line) && !isSentence(line) && !isDate(line) && headingKey(line) === null
  for (let index = at - 1; index >= Math.max(0, at - 2) && count() < 2; index--) {
    if (!usable(section[index])) break
    lines.unshift(section[index]!)
  }
  for (let index = at + 1; index <= Math.min(section.length - 1, at + 2) && count() < 2; index++) {
    if (!usable(section[index])) break
    lines.push(section[index]!)
  }
  return lines
}

function mostRecentJob(lines: readonly string[], titles: ReadonlySet<string>): Job {
  const start = lines.findIndex((line) => {
    const key = headingKey(line)
    return key !== null && EXPERIENCE_HEADINGS.has(key)
  })
  let section = lines
  if (start >= 0) {
    const after = lines.slice(start + 1)
    const end = after.findIndex((line) => headingKey(line) !== null)
    section = end < 0 ? after : after.slice(0, end)
  }
  const isDate = (line: string) => RANGE.test(line) && line.replace(RANGE, '').trim().length === 0
  let chosen: { readonly at: number; readonly end: number } | null = null
  section.forEach((line, at) => {
    if (isBullet(line) || line.length > MAX_HEAD_LINE * 2) return
    const range = RANGE.exec(line)
    if (!range) return
    const end = monthsOf(range[2]!)
    if (chosen === null || end > chosen.end) chosen = { at, end }
  })
  if (chosen !== null) return jobOf(headLines(section, (chosen as { at: number }).at, isDate), titles)
  if (start < 0) return { title: null, employer: null }
  const first = section.filter((line) => !isBullet(line) && !isSentence(line)).slice(0, 2)
  return jobOf(first, titles)
}

/** Skills whose label is also an everyday word: matched only as written or in capitals (rule 5). */
const EVERYDAY_WORDS = new Set(['go', 'excel', 'epic', 'react', 'rust', 'swift', 'spark', 'ruby', 'access', 'word', 'express', 'chef', 'puppet', 'flask', 'shell', 'office', 'communication', 'organization', 'filing', 'writing', 'r', 'c'])

/**
 * Words as the skills rule compares them: split at spaces, hyphens and slashes ("CI/CD", "Month-End"), outer
 * punctuation dropped ("Epic." is Epic) but inner kept ("Node.js", "C++", "C#").
 */
function wordsOf(text: string): string[] {
  return text
    .split(/[\s\-–—/|,;:()[\]{}<>"“”‘’!?•·]+/u)
    .map((word) => word.replace(/^[.'*]+|[.'*]+$/gu, ''))
    .filter((word) => word.length > 0)
}

interface SkillLabel {
  readonly label: string
  readonly words: readonly string[]
  readonly lower: readonly string[]
  /** An everyday word: compared as written or in capitals only. */
  readonly cased: boolean
}

/** The vocabulary indexed by its labels' first word, lower-cased: one pass over the text finds them all. */
function indexSkills(skills: readonly string[]): Map<string, SkillLabel[]> {
  const index = new Map<string, SkillLabel[]>()
  const seen = new Set<string>()
  for (const raw of skills) {
    const label = raw.trim()
    const words = wordsOf(label)
    const key = words.join(' ').toLowerCase()
    if (words.length === 0 || seen.has(key) || label.length > MAX_SKILL) continue
    seen.add(key)
    const lower = words.map((word) => word.toLowerCase())
    const entry = { label, words, lower, cased: words.length === 1 && EVERYDAY_WORDS.has(lower[0]!) }
    const same = index.get(lower[0]!)
    if (same) same.push(entry)
    else index.set(lower[0]!, [entry])
  }
  return index
}

/** Each label found in the words, with the index of its first word. */
function findSkills(words: readonly string[], index: Map<string, SkillLabel[]>): Map<string, number> {
  const found = new Map<string, number>()
  const lower = words.map((word) => word.toLowerCase())
  lower.forEach((first, at) => {
    for (const skill of index.get(first) ?? []) {
      if (found.has(skill.label)) continue
      if (skill.cased && words[at] !== skill.words[0] && words[at] !== skill.words[0]!.toUpperCase()) continue
      if (skill.lower.every((word, offset) => lower[at + offset] === word)) found.set(skill.label, at)
    }
  })
  return found
}

function skillsOf(text: string, lines: readonly string[], skills: readonly string[]): string[] {
  const skillSections: string[] = []
  let inSkills = false
  for (const line of lines) {
    const key = headingKey(line)
    if (key !== null) inSkills = SKILL_HEADINGS.has(key)
    else if (inSkills) skillSections.push(line)
  }
  const index = indexSkills(skills)
  const sectionWords = wordsOf(skillSections.join('\n'))
  const inSection = findSkills(sectionWords, index)
  const anywhere = findSkills(wordsOf(text), index)
  const rank = (label: string) => inSection.get(label) ?? sectionWords.length + anywhere.get(label)!
  return [...anywhere.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .slice(0, RESUME_SUMMARY_MAX_SKILLS)
}

/** Reads a resume's text (rules above). Empty or unreadable text gives nulls and no skills. */
export function summarizeResume(text: string, vocabulary: ResumeVocabulary): ResumeSummary {
  const normal = text.replace(/\r\n?/g, '\n').replace(/[\u00a0\u2007\u202f]/g, ' ')
  const lines = normal
    .split(/\n|\u2028|\u2029/)
    .map((line) => line.replace(/[ \f\v]{3,}/g, '\t').replace(/[ \f\v]+/g, ' ').replace(/^[ \t]+|[ \t]+$/g, ''))
    .filter((line) => line.replace(/\t/g, '').trim().length > 0)
  const titles = new Set((vocabulary.titles ?? []).map((title) => title.toLowerCase()))
  const job = mostRecentJob(lines, titles)
  return { mostRecentTitle: job.title, mostRecentEmployer: job.employer, skills: skillsOf(normal, lines, vocabulary.skills) }
}
