import * as v from 'valibot'
import { checkForm, type FieldErrors } from '../forms/formCheck'
import { CONSULTING_STEP_SCHEMAS, CONSULTING_STEPS, type ConsultingDraft, type ConsultingEnrolmentRequest, type ConsultingStep } from './schemas'

/** A step's problems (each field's first), none when it is complete. */
export const enrolmentStepErrors = (draft: ConsultingDraft, step: ConsultingStep): FieldErrors<string> => {
  const checked = checkForm(CONSULTING_STEP_SCHEMAS[step] as v.GenericSchema<unknown, Record<string, unknown>>, draft[step])
  return checked.ok ? {} : checked.errors
}

export const enrolmentStepComplete = (draft: ConsultingDraft, step: ConsultingStep): boolean => Object.keys(enrolmentStepErrors(draft, step)).length === 0

/** The first step not complete yet (where /consulting/enroll resumes); null when every step is. */
export const firstUnfinishedStep = (draft: ConsultingDraft): ConsultingStep | null => CONSULTING_STEPS.find((step) => !enrolmentStepComplete(draft, step)) ?? null

export const enrolmentStepIndex = (step: ConsultingStep): number => CONSULTING_STEPS.indexOf(step)

/** The furthest step a draft may show: the first unfinished one, or the last when all are done. */
export const furthestStep = (draft: ConsultingDraft): ConsultingStep => firstUnfinishedStep(draft) ?? 'search'

export const isConsultingStep = (value: unknown): value is ConsultingStep => (CONSULTING_STEPS as readonly unknown[]).includes(value)

/** The request of a complete draft. */
export const enrolmentRequestOf = (draft: ConsultingDraft): ConsultingEnrolmentRequest => draft as unknown as ConsultingEnrolmentRequest
