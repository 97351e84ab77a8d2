import * as v from 'valibot'
import { checkForm, required, type FormCheck } from '../forms/formCheck'
import { INDUSTRIES } from '../search'
import { safeText, UNSAFE_TEXT_MESSAGE } from '../text/safeText'
import { emailDomainLooksValid } from '../apply'
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../applications'
import { ProSlugSchema } from '../pros'

/**
 * The hire contact form (spec section 2, /hire and /become-a-client; section 5, "a work email or phone is
 * required"): one schema, checked by the page before sending and by the server on arrival (docs/api.md, "Hire").
 * Every problem is a catalogue id (core/i18n/messages/hire.ts).
 */

/** The shortest name, company and hiring needs the form takes ("name too short", spec section 5). */
export const HIRE_NAME_MIN = 2
/** Texts of one line: at most these many characters. */
export const HIRE_SHORT_MAX = 200
/** The hiring needs and the message: at most these many characters each. */
export const HIRE_LONG_MAX = 4000

/**
 * The least time between the form's token being issued and the form being sent (ms): a person reads and types for
 * longer; a script posting at once does not (docs/decisions.md, "The hire form").
 */
export const HIRE_MIN_FILL_MS = 3000
/** How long a form token stays good (ms); the page asks for a new one after this. */
export const HIRE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000

const text = (max: number) => v.pipe(v.string(), safeText(UNSAFE_TEXT_MESSAGE), v.trim(), v.maxLength(max, 'hire.error.tooLong'))

const optionalEmail = v.pipe(
  text(HIRE_SHORT_MAX),
  v.check((email) => email === '' || v.is(v.pipe(v.string(), v.email()), email), 'hire.error.emailInvalid'),
  v.check((email) => email === '' || emailDomainLooksValid(email), 'hire.error.emailDomainInvalid'),
)

const optionalPhone = v.pipe(
  text(40),
  v.check((phone) => phone === '' || /^\+?[\d\s().-]+$/.test(phone), 'hire.error.phoneIncomplete'),
  v.check((phone) => {
    const digits = phone.replace(/\D/g, '').length
    return phone === '' || (digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS)
  }, 'hire.error.phoneIncomplete'),
)

const named = (requiredMessage: 'hire.error.nameRequired' | 'hire.error.companyRequired', shortMessage: 'hire.error.nameTooShort' | 'hire.error.companyTooShort') =>
  v.pipe(required(requiredMessage), v.maxLength(HIRE_SHORT_MAX, 'hire.error.tooLong'), v.minLength(HIRE_NAME_MIN, shortMessage))

export const HIRE_INDUSTRIES = INDUSTRIES

/** The fields a person fills in, as the page holds them (strings; empty = not given). */
export const HireFormValuesSchema = v.object({
  company: v.string(),
  name: v.string(),
  role: v.string(),
  workEmail: v.string(),
  phone: v.string(),
  industry: v.string(),
  city: v.string(),
  needs: v.string(),
  message: v.string(),
})
export type HireFormValues = v.InferOutput<typeof HireFormValuesSchema>

export const EMPTY_HIRE_FORM: HireFormValues = { company: '', name: '', role: '', workEmail: '', phone: '', industry: '', city: '', needs: '', message: '' }

const hireFormEntries = {
  company: named('hire.error.companyRequired', 'hire.error.companyTooShort'),
  name: named('hire.error.nameRequired', 'hire.error.nameTooShort'),
  role: text(HIRE_SHORT_MAX),
  workEmail: optionalEmail,
  phone: optionalPhone,
  industry: v.picklist(INDUSTRIES, 'hire.error.industryRequired'),
  city: v.pipe(required('hire.error.cityRequired'), v.maxLength(HIRE_SHORT_MAX, 'hire.error.tooLong')),
  needs: v.pipe(required('hire.error.needsRequired'), v.maxLength(HIRE_LONG_MAX, 'hire.error.tooLong')),
  message: text(HIRE_LONG_MAX),
}

/** A work email or a phone (spec section 5): its message, marked on the email (the first of the two). */
const CONTACT_REQUIRED = 'hire.error.contactRequired' as const
const hasContact = (form: { workEmail: string; phone: string }) => form.workEmail !== '' || form.phone !== ''

/** The form's rules: company, name, industry, city and needs required; a work email or a phone (either is enough). */
// A partial check runs whenever the two fields are well-formed, so it shows beside the other fields' problems.
export const HireFormSchema = v.pipe(
  v.object(hireFormEntries),
  v.forward(v.partialCheck([['workEmail'], ['phone']], hasContact, CONTACT_REQUIRED), ['workEmail']),
)
export type HireForm = v.InferOutput<typeof HireFormSchema>

/**
 * POST /rest/hire: the form's fields (so a refused field's path is its name), the honeypot and the form token.
 * `website` is the honeypot: a field people never see or fill; anything in it marks the request as a bot's.
 * `formToken` is GET /rest/hire/form-token's token: when the form was opened, signed by the server.
 * `pro` is the slug of the Pro the employer chose (the Pro page's contact action): the request goes to that Pro when
 * one has that slug, else it is routed by industry and city like any other.
 */
const hireRequestEntries = {
  ...hireFormEntries,
  pro: v.optional(v.union([v.literal(''), ProSlugSchema]), ''),
  website: v.optional(v.pipe(v.string(), v.maxLength(HIRE_SHORT_MAX)), ''),
  formToken: v.pipe(v.string(), v.maxLength(200)),
}
export const HireRequestSchema = v.pipe(
  v.object(hireRequestEntries),
  v.forward(v.partialCheck([['workEmail'], ['phone']], hasContact, CONTACT_REQUIRED), ['workEmail']),
)
export type HireRequest = v.InferInput<typeof HireRequestSchema>

/** GET /rest/hire/form-token's answer. */
export const HireFormTokenSchema = v.object({ token: v.string(), issuedAt: v.number() })
export type HireFormToken = v.InferOutput<typeof HireFormTokenSchema>

/** POST /rest/hire's answer: the request was received; the Pro it went to, when one recruits there. */
export const HireAnswerSchema = v.object({
  received: v.literal(true),
  pro: v.nullable(v.object({ name: v.string(), slug: v.string() })),
})
export type HireAnswer = v.InferOutput<typeof HireAnswerSchema>

/**
 * Checks the form as the page shows it: each field's first problem, and "a work email or phone is required" beside
 * the others (the schema's own check waits until every other field is well-formed, as a valibot pipe does).
 */
export const checkHireForm = (values: HireFormValues): FormCheck<HireForm, keyof HireForm & string> => {
  const checked = checkForm(HireFormSchema, values)
  if (checked.ok || checked.errors.workEmail !== undefined || hasContact({ workEmail: values.workEmail.trim(), phone: values.phone.trim() })) return checked
  return { ok: false, errors: { ...checked.errors, workEmail: CONTACT_REQUIRED } }
}
