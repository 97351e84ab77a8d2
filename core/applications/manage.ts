import * as v from 'valibot'
import type { KeyValueStore } from '../ports/storage'
import { readStored } from '../storage/typed'
import { EmailField } from '../forms/formCheck'
import {
  APPLICATION_TABS,
  ApplicationAnswersSchema,
  ApplicationIdSchema,
  ApplicationSchema,
  ApplicationStatusSchema,
  tabOfApplication,
  type Application,
  type ApplicationAnswers,
  type ApplicationStatus,
  type ApplicationTab,
  type BadgeInfo,
} from './schemas'

/**
 * Following one's applications (the /applications pages, docs/api.md "Applications"): the calls' shapes and the
 * rules the pages and the server share.
 */

/** GET /rest/applications: the account's applications, newest first. */
export const ApplicationListSchema = v.object({ applications: v.array(ApplicationSchema) })

/** The statuses an applicant may still withdraw from or edit: once hired, rejected or withdrawn it is settled. */
export const OPEN_STATUSES = ['submitted', 'viewed', 'interviewing', 'offered'] as const satisfies readonly ApplicationStatus[]

/** The applicant may withdraw the application (else the server answers 409 applications.cannotWithdraw). */
export const canWithdraw = (status: ApplicationStatus): boolean => (OPEN_STATUSES as readonly string[]).includes(status)
/** The applicant may still edit its answers (else 409 applications.closed). */
export const canEdit = canWithdraw

/** The applications a tab lists, in the order given. */
export const applicationsIn = (applications: readonly Application[], tab: ApplicationTab): Application[] =>
  applications.filter((application) => tabOfApplication(application) === tab)

/** How many applications each tab lists. */
export const tabCounts = (applications: readonly Application[]): Record<ApplicationTab, number> => {
  const counts = Object.fromEntries(Object.keys(APPLICATION_TABS).map((tab) => [tab, 0])) as Record<ApplicationTab, number>
  for (const application of applications) counts[tabOfApplication(application)] += 1
  return counts
}

/** The tab /applications opens: the first with an application, else active. */
export const defaultTab = (applications: readonly Application[]): ApplicationTab => {
  const counts = tabCounts(applications)
  return (Object.keys(APPLICATION_TABS) as ApplicationTab[]).find((tab) => counts[tab] > 0) ?? 'active'
}

/** Changes the applicant has not seen yet (the menu entry's badge): badge-info's userJobs not viewed. */
export const unseenCount = (badge: BadgeInfo | null): number => (badge === null ? 0 : badge.userJobs.filter((entry) => !entry.viewed).length)

/** The jobs applied to (the "Applied" badge on cards and the job page). */
export const appliedJobIds = (badge: BadgeInfo | null): ReadonlySet<string> => new Set(badge?.userJobs.map((entry) => entry.jobId) ?? [])

/** The editable answers of an application, as the edit form starts from. */
export const answersOf = (application: Application): ApplicationAnswers => ({
  mostRecentTitle: application.mostRecentTitle,
  mostRecentEmployer: application.mostRecentEmployer,
  workAuthorization: application.workAuthorization,
  elevatorPitch: application.elevatorPitch,
  charity: application.charity,
  expectedSalary: application.expectedSalary,
  expectedSalaryType: application.expectedSalaryType,
  currentSalary: application.currentSalary,
  currentSalaryType: application.currentSalaryType,
})

/** The edit form's fields as typed (amounts as text): what the draft keeps. */
export interface AnswersForm {
  readonly mostRecentTitle: string
  readonly mostRecentEmployer: string
  readonly workAuthorization: string
  readonly elevatorPitch: string
  readonly expectedSalary: string
  readonly expectedSalaryType: string
  readonly currentSalary: string
  readonly currentSalaryType: string
}
export type AnswersField = keyof AnswersForm

/** The edit form's draft as the session storage keeps it (read back through this schema, else dropped). */
export const AnswersFormSchema = v.object({
  mostRecentTitle: v.pipe(v.string(), v.maxLength(1000)),
  mostRecentEmployer: v.pipe(v.string(), v.maxLength(1000)),
  workAuthorization: v.pipe(v.string(), v.maxLength(100)),
  elevatorPitch: v.pipe(v.string(), v.maxLength(10_000)),
  expectedSalary: v.pipe(v.string(), v.maxLength(100)),
  expectedSalaryType: v.pipe(v.string(), v.maxLength(100)),
  currentSalary: v.pipe(v.string(), v.maxLength(100)),
  currentSalaryType: v.pipe(v.string(), v.maxLength(100)),
}) satisfies v.GenericSchema<unknown, AnswersForm>

/** Where an application's unsaved edit form is kept for this tab (session storage), so a reload loses nothing. */
export const applicationDraftKey = (id: string) => `applicationDraft:${id}`

/** The kept draft of the application's edit form, or null (none, or not a draft's shape). */
export const readApplicationDraft = (store: KeyValueStore, id: string): AnswersForm | null =>
  readStored(store, applicationDraftKey(id), v.nullable(AnswersFormSchema), null)

/** Keeps the draft (or, null, forgets it). */
export const writeApplicationDraft = (store: KeyValueStore, id: string, draft: AnswersForm | null): void => {
  if (draft === null) store.remove(applicationDraftKey(id))
  else store.set(applicationDraftKey(id), JSON.stringify(draft))
}

export const answersForm = (answers: ApplicationAnswers): AnswersForm => ({
  mostRecentTitle: answers.mostRecentTitle,
  mostRecentEmployer: answers.mostRecentEmployer,
  workAuthorization: answers.workAuthorization,
  elevatorPitch: answers.elevatorPitch,
  expectedSalary: answers.expectedSalary === null ? '' : String(answers.expectedSalary),
  expectedSalaryType: answers.expectedSalaryType ?? 'year',
  currentSalary: answers.currentSalary === null ? '' : String(answers.currentSalary),
  currentSalaryType: answers.currentSalaryType ?? 'year',
})

const amount = (text: string): number | null | string => {
  const trimmed = text.replace(/[\s,$]/g, '')
  if (trimmed === '') return null
  return /^\d+$/.test(trimmed) ? Number(trimmed) : text
}

export type AnswersCheck = { readonly ok: true; readonly value: ApplicationAnswers } | { readonly ok: false; readonly errors: Partial<Record<AnswersField, string>> }

/**
 * Checks the edit form with the shared ApplicationAnswersSchema (the server checks the same); an amount must be
 * whole dollars ("85,000" and "$85000" are read as 85000); a type is kept only with its amount. `charity` is kept.
 */
export function checkAnswersForm(form: AnswersForm, charity: string | null): AnswersCheck {
  const expectedSalary = amount(form.expectedSalary)
  const currentSalary = amount(form.currentSalary)
  const candidate = {
    mostRecentTitle: form.mostRecentTitle,
    mostRecentEmployer: form.mostRecentEmployer,
    workAuthorization: form.workAuthorization,
    elevatorPitch: form.elevatorPitch,
    charity,
    expectedSalary,
    expectedSalaryType: expectedSalary === null ? null : form.expectedSalaryType,
    currentSalary,
    currentSalaryType: currentSalary === null ? null : form.currentSalaryType,
  }
  const parsed = v.safeParse(ApplicationAnswersSchema, candidate, { abortPipeEarly: true })
  if (parsed.success) return { ok: true, value: parsed.output }
  const errors: Partial<Record<AnswersField, string>> = {}
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key
    if (typeof key === 'string' && key in form && !(key in errors)) errors[key as AnswersField] = issue.message
  }
  return { ok: false, errors }
}

/** The form differs from what was saved (unsaved changes ask before leaving). */
export const answersFormChanged = (form: AnswersForm, saved: AnswersForm): boolean =>
  (Object.keys(saved) as AnswersField[]).some((field) => form[field] !== saved[field])

/** POST /rest/applications/migrate/code: mails a code to the other account's email (also the form's check). */
export const MigrateCodeRequestSchema = v.object({ email: EmailField })

/** The migration form's code field. */
export const MigrateCodeFormSchema = v.object({ code: v.pipe(v.string(), v.trim(), v.regex(/^\d{4,8}$/, 'myApplications.migrate.codeInvalid')) })

/**
 * POST /rest/applications/migrate: the proof that the caller owns the other account - its session token (full or
 * provisional, e.g. the email link's session of another user on this device), or the code mailed to its email.
 */
export const MigrateRequestSchema = v.variant('proof', [
  v.object({ proof: v.literal('token'), token: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)) }),
  v.object({ proof: v.literal('code'), email: EmailField, code: v.pipe(v.string(), v.trim(), v.regex(/^\d{4,8}$/, 'myApplications.migrate.codeInvalid')) }),
])
export type MigrateRequest = v.InferOutput<typeof MigrateRequestSchema>

/** The migration's answer: the applications moved into the account, and those that could not be (it already has one for that job). */
export const MigrateAnswerSchema = v.object({ moved: v.array(ApplicationIdSchema), notMoved: v.array(ApplicationIdSchema) })
export type MigrateAnswer = v.InferOutput<typeof MigrateAnswerSchema>

/** POST /dev/applications/{id}/status (outside production only): sets the status as the Pro would. */
export const DevStatusRequestSchema = v.object({ status: ApplicationStatusSchema })

/** The local `application` table's rows a visitor searches (spec section 3): id and searchText. */
export interface LocalApplicationRow {
  readonly id: string
  readonly searchText: string
}

/** A visitor's applications on this device matching the words typed (every word, any order, any case). */
export const matchLocalApplications = (rows: readonly LocalApplicationRow[], query: string): LocalApplicationRow[] => {
  const words = query.toLowerCase().split(/\s+/).filter((word) => word.length > 0)
  return rows.filter((row) => words.every((word) => row.searchText.toLowerCase().includes(word)))
}
