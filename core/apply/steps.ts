import * as v from 'valibot'
import { ApplicantSchema, ApplicationAnswersSchema, PhoneSchema, SalaryAmountSchema } from '../applications'
import type { MessageId } from '../i18n/en-US'
import { APPLY_STEPS, type ApplyDraft, type ApplyStep, type DraftField } from './draft'
import { emailDomainLooksValid } from './emailDomain'
import { ApplySubmitSchema, type ApplySubmit } from './schemas'

/** Each step's fields: what its Next checks (spec section 5's messages). `finish` reviews them all. */
export const STEP_FIELDS: Readonly<Record<ApplyStep, readonly DraftField[]>> = {
  personal: ['firstName', 'lastName', 'email', 'resume', 'mostRecentTitle', 'mostRecentEmployer'],
  contact: ['phone'],
  authorization: ['workAuthorization'],
  charity: ['charity'],
  pitch: ['elevatorPitch', 'expectedSalary', 'currentSalary'],
  finish: [],
}

/** A step's problems: each field's first one, as a catalogue id. */
export type StepErrors = Partial<Record<DraftField, MessageId>>

const firstMessage = (schema: v.GenericSchema, value: unknown): MessageId | null => {
  const parsed = v.safeParse(schema, value, { abortPipeEarly: true })
  return parsed.success ? null : (parsed.issues[0].message as MessageId)
}

/** An amount as typed: blank is none; otherwise whole dollars (commas and a leading $ allowed). */
export function parseAmount(text: string): { readonly ok: true; readonly value: number | null } | { readonly ok: false } {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '')
  if (cleaned === '') return { ok: true, value: null }
  if (!/^\d{1,8}$/.test(cleaned)) return { ok: false }
  const parsed = v.safeParse(SalaryAmountSchema, Number(cleaned))
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false }
}

const CHECKS: { readonly [F in DraftField]: (draft: ApplyDraft) => MessageId | null } = {
  firstName: (d) => firstMessage(ApplicantSchema.entries.firstName, d.firstName),
  lastName: (d) => firstMessage(ApplicantSchema.entries.lastName, d.lastName),
  email: (d) => firstMessage(ApplicantSchema.entries.email, d.email) ?? (emailDomainLooksValid(d.email) ? null : 'apply.error.emailDomainInvalid'),
  resume: (d) => (d.resume === null ? 'apply.error.resumeRequired' : null),
  mostRecentTitle: (d) => firstMessage(ApplicationAnswersSchema.entries.mostRecentTitle, d.mostRecentTitle),
  mostRecentEmployer: (d) => firstMessage(ApplicationAnswersSchema.entries.mostRecentEmployer, d.mostRecentEmployer),
  phone: (d) => firstMessage(PhoneSchema, d.phone),
  workAuthorization: (d) => firstMessage(ApplicationAnswersSchema.entries.workAuthorization, d.workAuthorization),
  charity: () => null,
  elevatorPitch: (d) => firstMessage(ApplicationAnswersSchema.entries.elevatorPitch, d.elevatorPitch),
  expectedSalary: (d) => (parseAmount(d.expectedSalary).ok ? null : 'apply.error.salaryInvalid'),
  expectedSalaryType: () => null,
  currentSalary: (d) => (parseAmount(d.currentSalary).ok ? null : 'apply.error.salaryInvalid'),
  currentSalaryType: () => null,
}

/** The problems of one step's fields ({} when it may go on); `finish` checks every step. */
export function stepErrors(step: ApplyStep, draft: ApplyDraft): StepErrors {
  const fields = step === 'finish' ? APPLY_STEPS.flatMap((each) => STEP_FIELDS[each]) : STEP_FIELDS[step]
  const errors: StepErrors = {}
  for (const field of fields) {
    const message = CHECKS[field](draft)
    if (message !== null) errors[field] = message
  }
  return errors
}

export const stepIsValid = (step: ApplyStep, draft: ApplyDraft) => Object.keys(stepErrors(step, draft)).length === 0

/** The first step with a problem, or `finish` when every one is filled. */
export const firstIncompleteStep = (draft: ApplyDraft): ApplyStep => APPLY_STEPS.find((step) => !stepIsValid(step, draft)) ?? 'finish'

/** Where a link's ?step= may land: that step when every one before it is complete, else the first incomplete one. */
export function reachableStep(draft: ApplyDraft, wanted: ApplyStep): ApplyStep {
  const first = firstIncompleteStep(draft)
  return APPLY_STEPS.indexOf(wanted) <= APPLY_STEPS.indexOf(first) ? wanted : first
}

export const nextStep = (step: ApplyStep): ApplyStep => APPLY_STEPS[Math.min(APPLY_STEPS.indexOf(step) + 1, APPLY_STEPS.length - 1)]!
export const previousStep = (step: ApplyStep): ApplyStep => APPLY_STEPS[Math.max(APPLY_STEPS.indexOf(step) - 1, 0)]!

/** The apply call's body for a complete draft (null while any step has a problem). */
export function applyRequestOf(draft: ApplyDraft, method: ApplySubmit['method'] = 'easyApply'): ApplySubmit | null {
  if (firstIncompleteStep(draft) !== 'finish' || !stepIsValid('finish', draft)) return null
  const expected = parseAmount(draft.expectedSalary)
  const current = parseAmount(draft.currentSalary)
  const parsed = v.safeParse(ApplySubmitSchema, {
    jobId: draft.jobId,
    idempotencyKey: draft.idempotencyKey,
    method,
    applicant: { firstName: draft.firstName, lastName: draft.lastName, email: draft.email, phone: draft.phone },
    resumeId: draft.resume?.id ?? null,
    resumeToken: draft.resume?.uploadToken ?? null,
    answers: {
      mostRecentTitle: draft.mostRecentTitle,
      mostRecentEmployer: draft.mostRecentEmployer,
      workAuthorization: draft.workAuthorization,
      elevatorPitch: draft.elevatorPitch,
      charity: draft.charity,
      expectedSalary: expected.ok ? expected.value : null,
      expectedSalaryType: expected.ok && expected.value !== null ? draft.expectedSalaryType : null,
      currentSalary: current.ok ? current.value : null,
      currentSalaryType: current.ok && current.value !== null ? draft.currentSalaryType : null,
    },
  })
  return parsed.success ? parsed.output : null
}
