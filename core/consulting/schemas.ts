import * as v from 'valibot'
import { EmailField, required } from '../forms/formCheck'
import { safeText, UNSAFE_TEXT_MESSAGE } from '../text/safeText'
import { CONSULTING_PROGRESS_MAX, CONSULTING_PROGRESS_MIN } from '../constants'

/**
 * The consulting enrolment (spec section 2: /consulting/enroll/{specialty, identity, profile, search}): each step's
 * fields and rules, one schema per step for the page, the machine and the server. Problems are catalogue ids
 * (core/i18n/messages/consulting.ts).
 */

/** The steps in order, and the progress each shows (spec: specialty 0, identity 1, profile 1, search 2). */
export const CONSULTING_STEPS = ['specialty', 'identity', 'profile', 'search'] as const
export type ConsultingStep = (typeof CONSULTING_STEPS)[number]
export const CONSULTING_PROGRESS: Readonly<Record<ConsultingStep, number>> = { specialty: 0, identity: 1, profile: 1, search: 2 }
export { CONSULTING_PROGRESS_MAX, CONSULTING_PROGRESS_MIN }

/** The specialties a consultant enrols in. */
export const CONSULTING_SPECIALTIES = ['software', 'data', 'design', 'finance', 'marketing', 'operations', 'hr', 'healthcare'] as const
export const CONSULTING_EXPERIENCE = ['lt2', '2to5', '5to10', 'gt10'] as const
export const CONSULTING_AVAILABILITY = ['fullTime', 'partTime', 'projects'] as const
export const CONSULTING_WORKPLACES = ['remote', 'onSite', 'either'] as const

const text = (max: number) => v.pipe(v.string(), safeText(UNSAFE_TEXT_MESSAGE), v.trim(), v.maxLength(max, 'consulting.error.tooLong'))

export const SpecialtyStepSchema = v.object({
  specialty: v.picklist(CONSULTING_SPECIALTIES, 'consulting.error.specialtyRequired'),
  experience: v.picklist(CONSULTING_EXPERIENCE, 'consulting.error.experienceRequired'),
})
export const IdentityStepSchema = v.object({
  firstName: v.pipe(required('consulting.error.firstNameRequired'), v.maxLength(100, 'consulting.error.tooLong')),
  lastName: v.pipe(required('consulting.error.lastNameRequired'), v.maxLength(100, 'consulting.error.tooLong')),
  email: v.pipe(EmailField, v.maxLength(200, 'consulting.error.tooLong')),
})
export const ProfileStepSchema = v.object({
  headline: v.pipe(required('consulting.error.headlineRequired'), v.maxLength(200, 'consulting.error.tooLong')),
  summary: text(4000),
  hourlyRate: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('consulting.error.rateRequired'),
    v.regex(/^\d{1,4}$/, 'consulting.error.rateInvalid'),
    v.transform(Number),
    v.minValue(10, 'consulting.error.rateInvalid'),
    v.maxValue(2000, 'consulting.error.rateInvalid'),
  ),
})
export const SearchStepSchema = v.object({
  availability: v.picklist(CONSULTING_AVAILABILITY, 'consulting.error.availabilityRequired'),
  workplace: v.picklist(CONSULTING_WORKPLACES, 'consulting.error.workplaceRequired'),
  location: v.pipe(required('consulting.error.locationRequired'), v.maxLength(200, 'consulting.error.tooLong')),
})

/** Each step's schema. */
export const CONSULTING_STEP_SCHEMAS = {
  specialty: SpecialtyStepSchema,
  identity: IdentityStepSchema,
  profile: ProfileStepSchema,
  search: SearchStepSchema,
} as const

/** A step's fields as the page holds them (strings; empty = not given). */
export const CONSULTING_FIELDS = {
  specialty: ['specialty', 'experience'],
  identity: ['firstName', 'lastName', 'email'],
  profile: ['headline', 'summary', 'hourlyRate'],
  search: ['availability', 'workplace', 'location'],
} as const satisfies Record<ConsultingStep, readonly string[]>

type StepValues<S extends ConsultingStep> = { [K in (typeof CONSULTING_FIELDS)[S][number]]: string }
export type ConsultingDraft = { readonly [S in ConsultingStep]: StepValues<S> }

const stringsOf = (fields: readonly string[]) => v.object(Object.fromEntries(fields.map((field) => [field, v.optional(v.string(), '')]))) as unknown as v.GenericSchema<unknown, Record<string, string>>

/** A draft as kept in storage: read back loosely, so a half-filled step comes back (core/forms readDraft). */
export const ConsultingDraftSchema = v.object({
  specialty: stringsOf(CONSULTING_FIELDS.specialty),
  identity: stringsOf(CONSULTING_FIELDS.identity),
  profile: stringsOf(CONSULTING_FIELDS.profile),
  search: stringsOf(CONSULTING_FIELDS.search),
}) as unknown as v.GenericSchema<unknown, ConsultingDraft>

const emptyStep = <S extends ConsultingStep>(step: S) => Object.fromEntries(CONSULTING_FIELDS[step].map((field) => [field, ''])) as StepValues<S>
export const EMPTY_CONSULTING_DRAFT: ConsultingDraft = {
  specialty: emptyStep('specialty'),
  identity: emptyStep('identity'),
  profile: emptyStep('profile'),
  search: emptyStep('search'),
}

/** POST /rest/consulting/enrolments: every step, checked. */
export const ConsultingEnrolmentSchema = v.object({
  specialty: SpecialtyStepSchema,
  identity: IdentityStepSchema,
  profile: ProfileStepSchema,
  search: SearchStepSchema,
})
export type ConsultingEnrolment = v.InferOutput<typeof ConsultingEnrolmentSchema>
/** The request as sent: every step's fields as typed (the server parses them with the same schemas). */
export type ConsultingEnrolmentRequest = v.InferInput<typeof ConsultingEnrolmentSchema>

/** The answer: the enrolment's id. */
export const ConsultingEnrolledSchema = v.object({ id: v.string() })
export type ConsultingEnrolled = v.InferOutput<typeof ConsultingEnrolledSchema>
