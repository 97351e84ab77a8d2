import * as v from 'valibot'
import type { MessageId } from '../i18n/en-US'
import { safeMultilineText, safeText, UNSAFE_TEXT_MESSAGE } from '../text'
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, PHONE_TYPES, SALARY_TYPES, WORK_AUTHORIZATIONS } from '../applications'
import { INDUSTRIES } from './industries'
import { COUNTRY_CODES, LANGUAGE_CODES } from './referenceLists'

/*
 * The professional profile's sections and the account page's details (spec sections 3 and 5), one schema each,
 * shared by the forms and the server (docs/api.md, "Professional profile"). A section's wire shape is its form's
 * shape: text fields are strings ('' when left empty), lists are arrays. Messages are catalogue ids.
 */

/** An optional text field: '' or printable text up to `max` characters, trimmed. */
const optionalText = (max: number, tooLong: MessageId = 'profile.error.tooLong') =>
  v.pipe(v.string(), safeText(UNSAFE_TEXT_MESSAGE), v.trim(), v.maxLength(max, tooLong))
/** A required text field. */
const requiredText = (required: MessageId, max: number) => v.pipe(optionalText(max), v.nonEmpty(required))

/** The secure profile address of the professional network (spec section 5). */
export const LINKEDIN_PROFILE_PREFIX = 'https://www.linkedin.com/in/'
/** A postal code is at least this long (the spec's "too short"; the shortest in use have 3 characters). */
export const POSTAL_CODE_MIN_LENGTH = 3

/** The account page's details: the LinkedIn profile and the location (spec section 3's User). */
export const AccountDetailsSchema = v.object({
  linkedInUrl: v.pipe(
    optionalText(200),
    v.check((url) => url === '' || (url.startsWith(LINKEDIN_PROFILE_PREFIX) && url.length > LINKEDIN_PROFILE_PREFIX.length), 'profile.account.error.linkedIn'),
  ),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  postal: v.pipe(
    optionalText(12),
    v.nonEmpty('profile.account.error.postalRequired'),
    v.minLength(POSTAL_CODE_MIN_LENGTH, 'profile.account.error.postalTooShort'),
  ),
})
export type AccountDetails = v.InferOutput<typeof AccountDetailsSchema>

/** The agency section: the staffing agency that represents the user, if any (both optional; the email must be valid). */
export const AgencySchema = v.object({
  agencyName: optionalText(120),
  agencyEmail: v.pipe(optionalText(254), v.check((email) => email === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), 'signIn.error.emailInvalid')),
})
export type Agency = v.InferOutput<typeof AgencySchema>

/** The general section: the time zone the user's emails and dates are in (an IANA name). */
export const GeneralSchema = v.object({
  timeZone: v.pipe(v.string(), v.trim(), v.nonEmpty('profile.general.error.timeZoneRequired'), v.regex(/^[A-Za-z][\w+-]*(\/[\w+-]+){0,2}$/, 'profile.general.error.timeZoneRequired')),
})
export type General = v.InferOutput<typeof GeneralSchema>

/** Personal information: a headline, the country (required), region and city, the work authorization. */
export const PersonalSchema = v.object({
  headline: optionalText(120),
  country: v.pipe(v.string(), v.nonEmpty('profile.personal.error.countryRequired'), v.picklist(COUNTRY_CODES as string[], 'profile.personal.error.countryRequired')),
  region: optionalText(100),
  city: optionalText(100),
  workAuthorization: v.picklist(['', ...WORK_AUTHORIZATIONS]),
})
export type Personal = v.InferOutput<typeof PersonalSchema>

export const EDUCATION_LEVELS = ['highSchool', 'associate', 'bachelor', 'master', 'doctorate', 'other'] as const

/** Background: the highest education (required), years of experience, languages spoken, a summary. */
export const BackgroundSchema = v.object({
  education: v.picklist([...EDUCATION_LEVELS], 'profile.background.error.educationRequired'),
  yearsOfExperience: v.pipe(v.string(), v.trim(), v.regex(/^(|\d{1,2})$/, 'profile.background.error.years')),
  languages: v.pipe(v.array(v.picklist(LANGUAGE_CODES as string[])), v.maxLength(20, 'profile.error.tooMany')),
  summary: v.pipe(v.string(), safeMultilineText(UNSAFE_TEXT_MESSAGE), v.trim(), v.maxLength(2000, 'profile.error.tooLong')),
})
export type Background = v.InferOutput<typeof BackgroundSchema>

export const REMOTE_PREFERENCES = ['onsite', 'hybrid', 'remote', 'any'] as const

/** A salary amount in whole dollars ('' when not said). */
const salaryAmount = v.pipe(v.string(), v.trim(), v.regex(/^(|\d{1,8})$/, 'profile.goals.error.salary'))

/** Goals: desired titles (at least one), industries, expected and current salary per year or hourly, remote preference (required). */
export const GoalsSchema = v.object({
  desiredTitles: v.pipe(v.array(requiredText('profile.goals.error.titleRequired', 100)), v.minLength(1, 'profile.goals.error.titleRequired'), v.maxLength(10, 'profile.error.tooMany')),
  industries: v.pipe(v.array(v.picklist([...INDUSTRIES])), v.maxLength(INDUSTRIES.length)),
  expectedSalary: salaryAmount,
  expectedSalaryType: v.picklist([...SALARY_TYPES]),
  currentSalary: salaryAmount,
  currentSalaryType: v.picklist([...SALARY_TYPES]),
  remote: v.picklist([...REMOTE_PREFERENCES], 'profile.goals.error.remoteRequired'),
})
export type Goals = v.InferOutput<typeof GoalsSchema>

/** Skills: at least one, each up to 60 characters, at most 50. */
export const SkillsSchema = v.object({
  skills: v.pipe(v.array(requiredText('profile.skills.error.required', 60)), v.minLength(1, 'profile.skills.error.required'), v.maxLength(50, 'profile.error.tooMany')),
})
export type Skills = v.InferOutput<typeof SkillsSchema>

/** The sections kept whole (one GET and one PUT each). */
export const PROFILE_SECTIONS = {
  account: AccountDetailsSchema,
  agency: AgencySchema,
  general: GeneralSchema,
  personal: PersonalSchema,
  background: BackgroundSchema,
  goals: GoalsSchema,
  skills: SkillsSchema,
} as const
export type ProfileSectionName = keyof typeof PROFILE_SECTIONS
export type ProfileSectionValue<S extends ProfileSectionName> = v.InferOutput<(typeof PROFILE_SECTIONS)[S]>
export const PROFILE_SECTION_NAMES = Object.keys(PROFILE_SECTIONS) as ProfileSectionName[]

/** A section as the server answers it: its values, or null when the user has not saved it yet. */
export const sectionAnswerSchema = <S extends ProfileSectionName>(section: S) => v.object({ value: v.nullable(PROFILE_SECTIONS[section]) })

const digitsOf = (text: string) => text.replace(/\D/g, '').length

/** One phone (the work authorization, salary and phone rules are applying's, core/applications): its number (required; 10 to 15 digits, written with spaces, dashes, dots, brackets, a leading +), extension, type. */
export const ProfilePhoneSchema = v.object({
  id: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))),
  number: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('profile.phones.error.required'),
    v.check((number) => /^\+?[\d\s().-]+$/.test(number) && digitsOf(number) >= PHONE_MIN_DIGITS && digitsOf(number) <= PHONE_MAX_DIGITS, 'profile.phones.error.incomplete'),
  ),
  extension: v.pipe(v.string(), v.trim(), v.regex(/^\d{0,6}$/, 'profile.phones.error.extension')),
  type: v.picklist([...PHONE_TYPES]),
})
export type ProfilePhone = v.InferOutput<typeof ProfilePhoneSchema>

/** PUT /rest/professional/phones's body and the answer: the whole list, in order (at most 10). */
export const PhoneListSchema = v.object({ phones: v.pipe(v.array(ProfilePhoneSchema), v.maxLength(10, 'profile.error.tooMany')) })
export type PhoneList = v.InferOutput<typeof PhoneListSchema>

/** A month of a year, 'YYYY-MM'. */
export const YearMonthSchema = v.pipe(v.string(), v.regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/))

/** One work experience as the server keeps it (spec section 3): the dates are checked against the clock (rules.ts). */
export const ExperienceRequestSchema = v.object({
  title: requiredText('profile.experience.error.titleRequired', 120),
  company: requiredText('profile.experience.error.companyRequired', 120),
  started: YearMonthSchema,
  ended: v.nullable(YearMonthSchema),
  current: v.boolean(),
  description: v.pipe(v.string(), safeMultilineText(UNSAFE_TEXT_MESSAGE), v.trim(), v.maxLength(2000, 'profile.error.tooLong')),
})
export type ExperienceRequest = v.InferOutput<typeof ExperienceRequestSchema>

export const ExperienceIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))
export const ExperienceSchema = v.object({ id: ExperienceIdSchema, ...ExperienceRequestSchema.entries })
export type Experience = v.InferOutput<typeof ExperienceSchema>
export const ExperienceListSchema = v.object({ experience: v.array(ExperienceSchema) })
