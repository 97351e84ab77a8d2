import * as v from 'valibot'
import { PHONE_TYPES, SALARY_TYPES, WORK_AUTHORIZATIONS, type PhoneType, type SalaryType, type WorkAuthorization } from '../applications'
import type { Prefill } from './schemas'

/** The Easy Apply flow's steps, in order (spec section 2); `received` and `interview` follow a submit. */
export const APPLY_STEPS = ['personal', 'contact', 'authorization', 'charity', 'pitch', 'finish'] as const
export type ApplyStep = (typeof APPLY_STEPS)[number]
export const ApplyStepSchema = v.picklist(APPLY_STEPS)

/** The charities an applicant may pick for the application's donation (or none). */
export const CHARITIES = ['feedingAmerica', 'redCross', 'doctorsWithoutBorders', 'habitatForHumanity'] as const
export type Charity = (typeof CHARITIES)[number]

/** The resume an application carries: the account's, or a visitor's upload with the token that proves it. */
export const DraftResumeSchema = v.object({ id: v.string(), fileName: v.string(), uploadToken: v.nullable(v.string()) })
export type DraftResume = v.InferOutput<typeof DraftResumeSchema>

/**
 * Everything typed into the Easy Apply flow for one job, as the form holds it (amounts as typed), kept on the device
 * (LocalDatabasePort table `applyDraft`, keyed by job id) so a reload, a failed submit, going offline or a sign-in
 * loses nothing. `idempotencyKey` is made once per draft: every submit of it, retries and reloads included, sends
 * the same key, so the server makes one application.
 */
export const ApplyDraftSchema = v.object({
  jobId: v.string(),
  idempotencyKey: v.string(),
  step: ApplyStepSchema,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.object({ number: v.string(), extension: v.string(), type: v.picklist(PHONE_TYPES) }),
  resume: v.nullable(DraftResumeSchema),
  mostRecentTitle: v.string(),
  mostRecentEmployer: v.string(),
  workAuthorization: v.nullable(v.picklist(WORK_AUTHORIZATIONS)),
  charity: v.nullable(v.string()),
  elevatorPitch: v.string(),
  expectedSalary: v.string(),
  expectedSalaryType: v.picklist(SALARY_TYPES),
  currentSalary: v.string(),
  currentSalaryType: v.picklist(SALARY_TYPES),
})
export type ApplyDraft = v.InferOutput<typeof ApplyDraftSchema>

/** The fields a user edits (everything but the job, the key and the step). */
export type DraftFields = Omit<ApplyDraft, 'jobId' | 'idempotencyKey' | 'step'>
export type DraftField = keyof DraftFields

/** A new, empty draft for a job. */
export const emptyDraft = (jobId: string, idempotencyKey: string, salaryType: SalaryType = 'year'): ApplyDraft => ({
  jobId,
  idempotencyKey,
  step: 'personal',
  firstName: '',
  lastName: '',
  email: '',
  phone: { number: '', extension: '', type: 'mobile' satisfies PhoneType },
  resume: null,
  mostRecentTitle: '',
  mostRecentEmployer: '',
  workAuthorization: null satisfies WorkAuthorization | null,
  charity: null,
  elevatorPitch: '',
  expectedSalary: '',
  expectedSalaryType: salaryType,
  currentSalary: '',
  currentSalaryType: salaryType,
})

/** A stored draft, or null when it is not one (an older shape, a damaged row): the flow then starts afresh. */
export const readDraft = (row: unknown): ApplyDraft | null => {
  const parsed = v.safeParse(ApplyDraftSchema, row)
  return parsed.success ? parsed.output : null
}

const blank = (text: string) => text.trim() === ''
const amountText = (amount: number | null | undefined) => (amount === null || amount === undefined ? '' : String(amount))

/**
 * Fills what the user has not typed from what is on file: the account's names and email, the last application's
 * phone and answers, the newest active resume. A field already filled is never overwritten (a draft typed before a
 * sign-in keeps its words), but the email: a signed-in application goes to the account's.
 */
export function prefillDraft(draft: ApplyDraft, prefill: Prefill): ApplyDraft {
  const answers = prefill.answers
  const pick = (mine: string, theirs: string | undefined) => (blank(mine) ? (theirs ?? '') : mine)
  return {
    ...draft,
    firstName: pick(draft.firstName, prefill.firstName),
    lastName: pick(draft.lastName, prefill.lastName),
    // A signed-in application goes to the account's email, whatever was typed before signing in.
    email: prefill.email,
    phone: blank(draft.phone.number) && prefill.phone ? { ...prefill.phone } : draft.phone,
    resume: draft.resume ?? (prefill.resume ? { ...prefill.resume, uploadToken: null } : null),
    mostRecentTitle: pick(draft.mostRecentTitle, answers?.mostRecentTitle),
    mostRecentEmployer: pick(draft.mostRecentEmployer, answers?.mostRecentEmployer),
    workAuthorization: draft.workAuthorization ?? answers?.workAuthorization ?? null,
    charity: draft.charity ?? answers?.charity ?? null,
    elevatorPitch: pick(draft.elevatorPitch, answers?.elevatorPitch),
    expectedSalary: pick(draft.expectedSalary, amountText(answers?.expectedSalary)),
    expectedSalaryType: blank(draft.expectedSalary) && answers?.expectedSalaryType ? answers.expectedSalaryType : draft.expectedSalaryType,
    currentSalary: pick(draft.currentSalary, amountText(answers?.currentSalary)),
    currentSalaryType: blank(draft.currentSalary) && answers?.currentSalaryType ? answers.currentSalaryType : draft.currentSalaryType,
  }
}
