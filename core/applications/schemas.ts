import * as v from 'valibot'
import { required } from '../forms/formCheck'
import { safeText, UNSAFE_TEXT_MESSAGE } from '../text/safeText'

/**
 * Applications' wire shapes and field rules, shared by the apply form, the applications pages and the server
 * (docs/api.md, "Applications"). Field problems are catalogue ids (core/i18n/messages/applications.ts).
 */

/** Where an application stands. `submitted` on arrival; `withdrawn` by the applicant; the rest by the Pro. */
export const APPLICATION_STATUSES = ['submitted', 'viewed', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export const ApplicationStatusSchema = v.picklist(APPLICATION_STATUSES)

/** The /applications/{status} tabs and the statuses each holds (docs/decisions.md, "Applications"). */
export const APPLICATION_TABS = {
  active: ['submitted', 'viewed'],
  interviewing: ['interviewing'],
  offered: ['offered', 'hired'],
  closed: ['rejected', 'withdrawn'],
} as const satisfies Record<string, readonly ApplicationStatus[]>
export type ApplicationTab = keyof typeof APPLICATION_TABS
export const ApplicationTabSchema = v.picklist(Object.keys(APPLICATION_TABS) as ApplicationTab[])

/** The tab an application is listed under. */
export const tabOf = (status: ApplicationStatus): ApplicationTab =>
  (Object.keys(APPLICATION_TABS) as ApplicationTab[]).find((tab) => (APPLICATION_TABS[tab] as readonly string[]).includes(status)) ?? 'active'

/** Work authorization (spec section 3): any employer; present employer only; requires sponsorship. */
export const WORK_AUTHORIZATIONS = ['anyEmployer', 'presentEmployerOnly', 'requiresSponsorship'] as const
export type WorkAuthorization = (typeof WORK_AUTHORIZATIONS)[number]
export const WorkAuthorizationSchema = v.picklist(WORK_AUTHORIZATIONS, 'apply.error.workAuthorizationRequired')

/** Salary per year or per hour (spec section 3), as the jobs' compensation is. */
export const SALARY_TYPES = ['year', 'hour'] as const
export type SalaryType = (typeof SALARY_TYPES)[number]
export const SalaryTypeSchema = v.picklist(SALARY_TYPES)

/** Phone types (spec section 3). */
export const PHONE_TYPES = ['mobile', 'home', 'office'] as const
export type PhoneType = (typeof PHONE_TYPES)[number]

/** Texts an applicant writes: these many characters at most. */
export const SHORT_TEXT_MAX = 200
export const ELEVATOR_PITCH_MAX = 2000
/** A phone number has at least this many digits (spec: "phone number incomplete"), at most 15 (E.164). */
export const PHONE_MIN_DIGITS = 10
export const PHONE_MAX_DIGITS = 15

const shortText = v.pipe(v.string(), safeText(UNSAFE_TEXT_MESSAGE), v.trim(), v.maxLength(SHORT_TEXT_MAX, 'apply.error.textTooLong'))

/** A phone: the number needs 10 to 15 digits (spaces, dashes, dots, brackets and a leading + allowed). */
export const PhoneSchema = v.object({
  number: v.pipe(
    required('apply.error.phoneRequired'),
    v.regex(/^\+?[\d\s().-]+$/, 'apply.error.phoneIncomplete'),
    v.check((text) => text.replace(/\D/g, '').length >= PHONE_MIN_DIGITS, 'apply.error.phoneIncomplete'),
    v.check((text) => text.replace(/\D/g, '').length <= PHONE_MAX_DIGITS, 'apply.error.phoneIncomplete'),
  ),
  extension: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{0,6}$/, 'apply.error.phoneExtension')), ''),
  type: v.optional(v.picklist(PHONE_TYPES), 'mobile'),
})
export type Phone = v.InferOutput<typeof PhoneSchema>

/** Whole dollars, or nothing. */
export const SalaryAmountSchema = v.nullable(v.pipe(v.number('apply.error.salaryInvalid'), v.integer('apply.error.salaryInvalid'), v.minValue(0, 'apply.error.salaryInvalid'), v.maxValue(10_000_000, 'apply.error.salaryInvalid')))

/** The parts of an application the applicant may change after applying (edit and save). */
export const ApplicationAnswersSchema = v.object({
  mostRecentTitle: v.optional(shortText, ''),
  mostRecentEmployer: v.optional(shortText, ''),
  workAuthorization: WorkAuthorizationSchema,
  elevatorPitch: v.optional(v.pipe(v.string(), safeText(UNSAFE_TEXT_MESSAGE), v.trim(), v.maxLength(ELEVATOR_PITCH_MAX, 'apply.error.textTooLong')), ''),
  charity: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))), null),
  expectedSalary: v.optional(SalaryAmountSchema, null),
  expectedSalaryType: v.optional(v.nullable(SalaryTypeSchema), null),
  currentSalary: v.optional(SalaryAmountSchema, null),
  currentSalaryType: v.optional(v.nullable(SalaryTypeSchema), null),
})
export type ApplicationAnswers = v.InferOutput<typeof ApplicationAnswersSchema>

/** Who applies: names, email and phone (the Easy Apply flow's first steps). */
export const ApplicantSchema = v.object({
  firstName: v.pipe(required('apply.error.firstNameRequired'), v.maxLength(100, 'apply.error.textTooLong')),
  lastName: v.pipe(required('apply.error.lastNameRequired'), v.maxLength(100, 'apply.error.textTooLong')),
  email: v.pipe(required('apply.error.emailRequired'), v.maxLength(254, 'apply.error.emailInvalid'), v.email('apply.error.emailInvalid')),
  phone: PhoneSchema,
})
export type Applicant = v.InferOutput<typeof ApplicantSchema>

/** A client-made key that makes a submission idempotent (a UUID or similar). */
export const IdempotencyKeySchema = v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/))

/** An application id in a path: the server's generated ids. */
export const ApplicationIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))

/** One status an application went through, with its date (ISO 8601). */
export const StatusChangeSchema = v.object({ status: ApplicationStatusSchema, at: v.pipe(v.string(), v.isoTimestamp()) })

/** The job an application is for, as lists show it (null fields when the job has since gone). */
export const ApplicationJobSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  company: v.string(),
  city: v.string(),
  state: v.string(),
  compensation: v.picklist(['year', 'hour']),
  compensationMin: v.nullable(v.number()),
  compensationMax: v.nullable(v.number()),
  /** The job no longer takes applications (docs/decisions.md, "Closing jobs"). */
  closed: v.optional(v.boolean(), false),
})

/** One application as the server answers it to its applicant. */
export const ApplicationSchema = v.object({
  id: ApplicationIdSchema,
  jobId: v.string(),
  /** The job, or null when it is no longer listed. */
  job: v.nullable(ApplicationJobSchema),
  status: ApplicationStatusSchema,
  method: v.picklist(['easyApply', 'oneClick']),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.object({ number: v.string(), extension: v.string(), type: v.picklist(PHONE_TYPES) }),
  resumeId: v.nullable(v.string()),
  /** The resume sent, when it is the applicant's account's (a claimed visitor upload becomes it); null otherwise. */
  resume: v.optional(v.nullable(v.object({ id: v.string(), fileName: v.string() })), null),
  ...ApplicationAnswersSchema.entries,
  appliedAt: v.pipe(v.string(), v.isoTimestamp()),
  modifiedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** Whether the applicant has seen its latest change. */
  viewed: v.boolean(),
  history: v.array(StatusChangeSchema),
  /**
   * GET /rest/applications/{id} only: the path of its instant interview while that is unfinished and the application
   * may still change; null otherwise, and in the list and the apply answer.
   */
  interviewPath: v.optional(v.nullable(v.string()), null),
})
export type Application = v.InferOutput<typeof ApplicationSchema>

/**
 * The tab an application is listed under: its status's, except that one still waiting for the Pro (submitted,
 * viewed) on a job that has closed is Closed, since nothing more will come of it. Interviewing and offered ones
 * stay where they are: a closed job still finishes with the people it is talking to (docs/decisions.md, "Closing jobs").
 */
export const tabOfApplication = (application: Pick<Application, 'status' | 'job'>): ApplicationTab => {
  const tab = tabOf(application.status)
  return tab === 'active' && application.job?.closed === true ? 'closed' : tab
}

/** GET /rest/applications/badge-info (spec section 7): the count, and each application's last change and whether it was seen. */
export const BadgeInfoSchema = v.object({
  applications: v.pipe(v.number(), v.integer(), v.minValue(0)),
  userJobs: v.array(v.object({ jobId: v.string(), application: v.object({ id: v.string(), modified: v.pipe(v.string(), v.isoTimestamp()) }), viewed: v.boolean() })),
})
export type BadgeInfo = v.InferOutput<typeof BadgeInfoSchema>

/** A partner apply (spec section 3): what this device remembers of an application made without signing in. */
export const PartnerApplySchema = v.object({ id: ApplicationIdSchema, email: v.string(), jobId: v.optional(v.string()) })
export type PartnerApply = v.InferOutput<typeof PartnerApplySchema>

/** One claim result of POST /rest/interview/check-claims (spec section 3). */
export const ClaimResultSchema = v.object({ id: v.string(), success: v.boolean(), reason: v.optional(v.string()) })
export type ClaimResult = v.InferOutput<typeof ClaimResultSchema>

/** POST /rest/applications's body (Easy Apply and 1-Click Apply; signed in or not). */
export const ApplyRequestSchema = v.object({
  jobId: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)),
  idempotencyKey: IdempotencyKeySchema,
  method: v.picklist(['easyApply', 'oneClick']),
  applicant: ApplicantSchema,
  /** An uploaded resume: the account's, or one a visitor uploaded while applying. */
  resumeId: v.nullable(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))),
  answers: ApplicationAnswersSchema,
})
export type ApplyRequest = v.InferOutput<typeof ApplyRequestSchema>

/**
 * POST /rest/applications's answer: the application (new, or the one this key or applicant already made for the
 * job, `created` false), and the path of its signed interview link (/interview/{applicationId}/{jobId}/{userId}/{obfuscatedId}).
 */
export const ApplyAnswerSchema = v.object({ created: v.boolean(), application: ApplicationSchema, interviewPath: v.string() })
export type ApplyAnswer = v.InferOutput<typeof ApplyAnswerSchema>
