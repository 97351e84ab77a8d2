import * as v from 'valibot'
import type { MessageId } from '../i18n/en-US'
import { safeText, UNSAFE_TEXT_MESSAGE } from '../text'

/** A text field that must be filled; like the API, it refuses control characters (with a catalogue message). */
export const required = (message: MessageId) => v.pipe(v.string(), safeText(UNSAFE_TEXT_MESSAGE), v.trim(), v.nonEmpty(message))

/** An email address, required (spec section 8's messages). */
export const EmailField = v.pipe(required('signIn.error.emailRequired'), v.email('signIn.error.emailInvalid'))

/** The forgot-password and sign-in-link forms: an email address to mail to. */
export const EmailFormSchema = v.object({ email: EmailField })

/** A form's fields, each with its first problem (a catalogue id). */
export type FieldErrors<Field extends string> = Partial<Record<Field, MessageId>>

/** The outcome of checking a form: its parsed values, or the first problem of each field. */
export type FormCheck<T, Field extends string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: FieldErrors<Field> }

/** Checks the values of a form against its schema. */
export const checkForm = <T extends Record<string, unknown>>(
  schema: v.GenericSchema<unknown, T>,
  values: Record<string, unknown>,
): FormCheck<T, Extract<keyof T, string>> => {
  const parsed = v.safeParse(schema, values, { abortPipeEarly: true })
  if (parsed.success) return { ok: true, value: parsed.output }
  const errors: Record<string, MessageId> = {}
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message as MessageId
  }
  return { ok: false, errors: errors as FieldErrors<Extract<keyof T, string>> }
}

/**
 * The problems still shown after an edit: a shown problem stays only while its field still has one, and then says
 * the field's current problem; a field not marked yet is not marked while typing (only a submit marks it).
 */
export const remainingErrors = <Field extends string>(shown: FieldErrors<Field>, current: FieldErrors<Field>): FieldErrors<Field> => {
  const remaining: FieldErrors<Field> = {}
  for (const field of Object.keys(shown) as Field[]) {
    const problem = current[field]
    if (shown[field] !== undefined && problem !== undefined) remaining[field] = problem
  }
  return remaining
}
