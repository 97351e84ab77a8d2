import * as v from 'valibot'
import { ApplicationIdSchema, SalaryTypeSchema, SHORT_TEXT_MAX, WorkAuthorizationSchema } from '../applications'
import { required } from '../forms/formCheck'

/**
 * The instant interview's wire shapes (docs/api.md, "Instant interview"), shared by the interview flow and the
 * server. Field problems are catalogue ids (core/i18n/messages/interview.ts).
 */

/** The questions, in the spec's order (section 4, "Instant interview"); `end` is the thank-you once all are answered. */
export const INTERVIEW_QUESTIONS = ['company', 'title', 'expectedSalary', 'workAuthorization', 'skills', 'ratings', 'years', 'charity'] as const
export type InterviewQuestion = (typeof INTERVIEW_QUESTIONS)[number]
export const InterviewQuestionSchema = v.picklist(INTERVIEW_QUESTIONS)

/** The charities an applicant may pick (`none`: no gift); the chosen one is the application's `charity`. */
export const INTERVIEW_CHARITIES = ['none', 'feedingAmerica', 'redCross', 'stJude', 'habitatForHumanity'] as const
export type InterviewCharity = (typeof INTERVIEW_CHARITIES)[number]

/** A self rating (1 beginner .. 5 expert). */
export const RATING_MIN = 1
export const RATING_MAX = 5
export const RATINGS = [1, 2, 3, 4, 5] as const
/** Years of experience: whole years, at most this. */
export const YEARS_MAX = 70
/** Expected pay: whole dollars, at most this (as the application's salaries). */
export const SALARY_MAX = 10_000_000
/** A job lists at most this many skills to confirm. */
export const SKILLS_MAX = 50

const text = (message: 'interview.error.companyRequired' | 'interview.error.titleRequired') =>
  v.pipe(required(message), v.maxLength(SHORT_TEXT_MAX, 'apply.error.textTooLong'))
const skillName = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100))

/** Each question's answer on the wire, checked alone (what depends on the job or other answers: checkAnswer). */
export const ANSWER_SCHEMAS = {
  company: text('interview.error.companyRequired'),
  title: text('interview.error.titleRequired'),
  expectedSalary: v.object({
    amount: v.pipe(
      v.number('interview.error.salaryRequired'),
      v.integer('apply.error.salaryInvalid'),
      v.minValue(1, 'interview.error.salaryRequired'),
      v.maxValue(SALARY_MAX, 'apply.error.salaryInvalid'),
    ),
    type: SalaryTypeSchema,
  }),
  workAuthorization: WorkAuthorizationSchema,
  skills: v.pipe(v.array(skillName), v.maxLength(SKILLS_MAX, 'interview.error.skillUnknown')),
  ratings: v.pipe(
    v.array(v.object({ skill: skillName, rating: v.pipe(v.number('interview.error.ratingRequired'), v.integer(), v.minValue(RATING_MIN), v.maxValue(RATING_MAX)) })),
    v.maxLength(SKILLS_MAX),
  ),
  years: v.pipe(v.number('interview.error.yearsInvalid'), v.integer('interview.error.yearsInvalid'), v.minValue(0, 'interview.error.yearsInvalid'), v.maxValue(YEARS_MAX, 'interview.error.yearsInvalid')),
  charity: v.picklist(INTERVIEW_CHARITIES, 'interview.error.charityRequired'),
} as const satisfies Record<InterviewQuestion, v.GenericSchema>

export type InterviewAnswerOf<Q extends InterviewQuestion> = v.InferOutput<(typeof ANSWER_SCHEMAS)[Q]>

/** The answers given so far (a question is answered once it has a value here). */
export const InterviewAnswersSchema = v.object({
  company: v.optional(ANSWER_SCHEMAS.company),
  title: v.optional(ANSWER_SCHEMAS.title),
  expectedSalary: v.optional(ANSWER_SCHEMAS.expectedSalary),
  workAuthorization: v.optional(ANSWER_SCHEMAS.workAuthorization),
  skills: v.optional(ANSWER_SCHEMAS.skills),
  ratings: v.optional(ANSWER_SCHEMAS.ratings),
  years: v.optional(ANSWER_SCHEMAS.years),
  charity: v.optional(ANSWER_SCHEMAS.charity),
})
export type InterviewAnswers = v.InferOutput<typeof InterviewAnswersSchema>

/** What the application already says, which the interview offers as its answers' defaults. */
export const InterviewPrefillSchema = v.object({
  company: v.string(),
  title: v.string(),
  expectedSalary: v.nullable(v.object({ amount: v.number(), type: SalaryTypeSchema })),
  workAuthorization: v.nullable(WorkAuthorizationSchema),
  charity: v.nullable(v.string()),
})
export type InterviewPrefill = v.InferOutput<typeof InterviewPrefillSchema>

/** The job interviewed for: its title and company for the greeting, its skills to confirm and rate. */
export const InterviewJobSchema = v.object({
  id: v.string(),
  title: v.string(),
  company: v.string(),
  skills: v.array(v.string()),
})
export type InterviewJob = v.InferOutput<typeof InterviewJobSchema>

/** GET (and every PUT's answer) of an interview: where it stands, as saved on the server. */
export const InterviewSchema = v.object({
  applicationId: ApplicationIdSchema,
  job: InterviewJobSchema,
  prefill: InterviewPrefillSchema,
  /** The application's resume (its summary can offer title, employer and skills), or null. */
  resumeId: v.nullable(v.string()),
  answers: InterviewAnswersSchema,
  /** When the last question was answered (ISO 8601), or null while questions remain. */
  completedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
})
export type Interview = v.InferOutput<typeof InterviewSchema>

/** The parts of an anonymous interview link, /interview/{applicationId}/{jobId}/{userId}/{obfuscatedId}. */
export const InterviewLinkPartsSchema = v.object({
  applicationId: ApplicationIdSchema,
  jobId: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)),
  userId: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)),
  obfuscatedId: v.pipe(v.string(), v.regex(/^[0-9a-z]{1,12}\.[\w-]{43}$/)),
})
export type InterviewLinkParts = v.InferOutput<typeof InterviewLinkPartsSchema>

/**
 * Which interview a page runs: by its signed link (anyone holding it, signed in or not), or by application id
 * for the signed-in owner (/interview-test/{applicationId}, docs/decisions.md).
 */
export type InterviewRef = { readonly kind: 'link'; readonly parts: InterviewLinkParts } | { readonly kind: 'owner'; readonly applicationId: string }

/** The error code of a link that is not (or no longer) good, or an interview that is not the caller's. */
export const INTERVIEW_LINK_INVALID = 'interview.linkInvalid'
