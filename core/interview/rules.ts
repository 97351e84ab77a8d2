import * as v from 'valibot'
import type { SalaryType, WorkAuthorization } from '../applications'
import type { MessageId } from '../i18n/en-US'
import {
  ANSWER_SCHEMAS,
  INTERVIEW_CHARITIES,
  INTERVIEW_QUESTIONS,
  type Interview,
  type InterviewAnswerOf,
  type InterviewAnswers,
  type InterviewCharity,
  type InterviewJob,
  type InterviewQuestion,
} from './schemas'

/**
 * The instant interview's rules, shared by the flow and the server: which questions a job's interview asks, which
 * comes next, whether an answer is good, and what the answer controls start with (docs/machines.md, "Instant interview").
 */

/** What an answer is checked against: the job (its skills) and the answers given before. */
export interface AnswerContext {
  readonly job: Pick<InterviewJob, 'skills'>
  readonly answers: InterviewAnswers
}

/** A good answer, or the first problem (a catalogue id). */
export type AnswerCheck<Q extends InterviewQuestion = InterviewQuestion> =
  | { readonly ok: true; readonly value: InterviewAnswerOf<Q> }
  | { readonly ok: false; readonly message: MessageId }

/**
 * The questions of this interview, in order: skills and ratings only when the job lists skills, ratings only when
 * the applicant confirmed at least one (or has not answered the skills yet).
 */
export function questionsFor({ job, answers }: AnswerContext): InterviewQuestion[] {
  return INTERVIEW_QUESTIONS.filter((question) => {
    if (question === 'skills') return job.skills.length > 0
    if (question === 'ratings') return job.skills.length > 0 && (answers.skills === undefined || answers.skills.length > 0)
    return true
  })
}

/** The first question not answered yet, or null when the interview is over (the thank-you). */
export const nextQuestion = (context: AnswerContext): InterviewQuestion | null =>
  questionsFor(context).find((question) => context.answers[question] === undefined) ?? null

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && new Set(a).size === a.length && a.every((item) => b.includes(item))

/** Checks an answer to `question` (from the wire or the controls): its shape, then against the job and the answers before. */
export function checkAnswer<Q extends InterviewQuestion>(question: Q, answer: unknown, context: AnswerContext): AnswerCheck<Q> {
  if (!questionsFor(context).includes(question)) return { ok: false, message: 'interview.error.notAsked' }
  const parsed = v.safeParse(ANSWER_SCHEMAS[question] as v.GenericSchema, answer, { abortPipeEarly: true })
  if (!parsed.success) return { ok: false, message: (parsed.issues[0]?.message ?? 'interview.error.notAsked') as MessageId }
  const value = parsed.output as InterviewAnswerOf<Q>
  if (question === 'skills') {
    const skills = value as InterviewAnswerOf<'skills'>
    if (new Set(skills).size !== skills.length || !skills.every((skill) => context.job.skills.includes(skill))) return { ok: false, message: 'interview.error.skillUnknown' }
  }
  if (question === 'ratings') {
    const confirmed = context.answers.skills ?? []
    const rated = (value as InterviewAnswerOf<'ratings'>).map((entry) => entry.skill)
    if (!sameSet(rated, confirmed)) return { ok: false, message: 'interview.error.ratingRequired' }
  }
  return { ok: true, value }
}

/** The answers with `question` answered: a changed skills answer drops the ratings that no longer match it. */
export function withAnswer<Q extends InterviewQuestion>(answers: InterviewAnswers, question: Q, value: InterviewAnswerOf<Q>): InterviewAnswers {
  const next: InterviewAnswers = { ...answers, [question]: value }
  if (question === 'skills' && next.ratings !== undefined && !sameSet(next.ratings.map((entry) => entry.skill), value as string[])) {
    delete (next as { ratings?: unknown }).ratings
  }
  return next
}

/** What the answer controls hold while the applicant answers: texts as typed, choices as picked. */
export interface InterviewDrafts {
  readonly company: string
  readonly title: string
  readonly expectedSalary: { readonly amount: string; readonly type: SalaryType }
  readonly workAuthorization: WorkAuthorization | null
  readonly skills: readonly string[]
  readonly ratings: Readonly<Record<string, number>>
  readonly years: string
  readonly charity: InterviewCharity | null
}

/** GET /rest/resumes/{id}/summary's answer (the resumes module's): what the active resume says. */
export interface InterviewResumeSummary {
  readonly mostRecentTitle: string | null
  readonly mostRecentEmployer: string | null
  readonly skills: readonly string[]
}

const isCharity = (value: string | null): value is InterviewCharity => value !== null && (INTERVIEW_CHARITIES as readonly string[]).includes(value)

/**
 * What the controls start with: a saved answer, else what the application says, else what the resume says (the
 * job's skills the resume names are ticked); nothing is chosen for the applicant otherwise.
 */
export function draftsOf(interview: Pick<Interview, 'answers' | 'prefill' | 'job'>, summary: InterviewResumeSummary | null = null): InterviewDrafts {
  const { answers, prefill, job } = interview
  const resumeSkills = new Set((summary?.skills ?? []).map((skill) => skill.trim().toLowerCase()))
  const salary = answers.expectedSalary ?? prefill.expectedSalary
  return {
    company: answers.company ?? (prefill.company || summary?.mostRecentEmployer || ''),
    title: answers.title ?? (prefill.title || summary?.mostRecentTitle || ''),
    expectedSalary: { amount: salary === null ? '' : String(salary.amount), type: salary?.type ?? 'year' },
    workAuthorization: answers.workAuthorization ?? prefill.workAuthorization,
    skills: answers.skills ?? job.skills.filter((skill) => resumeSkills.has(skill.trim().toLowerCase())),
    ratings: Object.fromEntries((answers.ratings ?? []).map((entry) => [entry.skill, entry.rating])),
    years: answers.years === undefined ? '' : String(answers.years),
    charity: answers.charity ?? (isCharity(prefill.charity) ? prefill.charity : null),
  }
}

/** A whole number typed in a text box ("85,000", " 12 "), NaN when it is not one, undefined when empty. */
const wholeNumber = (typed: string): number | undefined => {
  const trimmed = typed.trim().replace(/[,\s]/g, '')
  if (trimmed === '') return undefined
  return /^\d{1,12}$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/** The wire answer the controls hold for `question` (not yet checked). */
export function answerOf(question: InterviewQuestion, drafts: InterviewDrafts, context: AnswerContext): unknown {
  switch (question) {
    case 'company':
    case 'title':
      return drafts[question]
    case 'expectedSalary':
      return { amount: wholeNumber(drafts.expectedSalary.amount), type: drafts.expectedSalary.type }
    case 'workAuthorization':
      return drafts.workAuthorization ?? undefined
    case 'skills':
      return context.job.skills.filter((skill) => drafts.skills.includes(skill))
    case 'ratings':
      return (context.answers.skills ?? []).map((skill) => ({ skill, rating: drafts.ratings[skill] }))
    case 'years':
      return wholeNumber(drafts.years)
    case 'charity':
      return drafts.charity ?? undefined
  }
}

/** The controls' answer to `question`, checked. */
export const checkDraft = (question: InterviewQuestion, drafts: InterviewDrafts, context: AnswerContext): AnswerCheck =>
  checkAnswer(question, answerOf(question, drafts, context), context)

const typed = v.pipe(v.string(), v.maxLength(400))
/**
 * The drafts as this tab keeps them (session storage) so a reload loses nothing typed; anything else is dropped.
 * The ratings are kept as a list (`ratingsStored`): a record schema would be one more valibot piece on the first screen.
 */
export const InterviewDraftsSchema = v.partial(
  v.object({
    company: typed,
    title: typed,
    expectedSalary: v.object({ amount: typed, type: v.picklist(['year', 'hour']) }),
    workAuthorization: v.nullable(v.picklist(['anyEmployer', 'presentEmployerOnly', 'requiresSponsorship'])),
    skills: v.pipe(v.array(typed), v.maxLength(50)),
    ratingsStored: v.pipe(v.array(v.object({ skill: typed, rating: v.number() })), v.maxLength(50)),
    years: typed,
    charity: v.nullable(v.picklist(INTERVIEW_CHARITIES)),
  }),
)
export type StoredInterviewDrafts = v.InferOutput<typeof InterviewDraftsSchema>

/** The drafts as they are stored. */
export function storedDrafts(drafts: InterviewDrafts): StoredInterviewDrafts {
  const { ratings, ...rest } = drafts
  return { ...rest, skills: [...rest.skills], ratingsStored: Object.entries(ratings).map(([skill, rating]) => ({ skill, rating })) }
}

/** The stored drafts as the controls hold them. */
export function restoredDrafts(stored: StoredInterviewDrafts): Partial<InterviewDrafts> {
  const { ratingsStored, ...rest } = stored
  return ratingsStored === undefined ? rest : { ...rest, ratings: Object.fromEntries(ratingsStored.map((entry) => [entry.skill, entry.rating])) }
}

/** The drafts with those kept from before a reload, for the questions still open (a saved answer wins). */
export function withKeptDrafts(drafts: InterviewDrafts, kept: Partial<InterviewDrafts> | null | undefined, answers: InterviewAnswers): InterviewDrafts {
  if (!kept) return drafts
  const open = Object.entries(kept).filter(([question]) => answers[question as InterviewQuestion] === undefined)
  return { ...drafts, ...Object.fromEntries(open) }
}
