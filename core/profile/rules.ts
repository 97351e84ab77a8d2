import * as v from 'valibot'
import type { FieldErrors, FormCheck } from '../forms'
import type { MessageId } from '../i18n/en-US'
import { ExperienceRequestSchema, PhoneListSchema, type ExperienceRequest, type PhoneList } from './schemas'

/**
 * Checks a section's values with its schema; each problem is keyed by its field's dot path (`desiredTitles.0`,
 * `phones.1.number`), the first problem of each field only.
 */
export function checkSection<T>(schema: v.GenericSchema<unknown, T>, values: unknown): FormCheck<T, string> {
  const parsed = v.safeParse(schema, values, { abortPipeEarly: true })
  if (parsed.success) return { ok: true, value: parsed.output }
  const errors: Record<string, MessageId> = {}
  for (const issue of parsed.issues) {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.')
    if (!(path in errors)) errors[path] = issue.message as MessageId
  }
  return { ok: false, errors }
}

/** A phone row as typed. */
export interface PhoneRow {
  readonly id?: string | undefined
  readonly number: string
  readonly extension: string
  readonly type: string
}

/**
 * The phones form (spec section 5: "Phone number required, incomplete or empty"): a row left wholly empty is
 * "empty" (fill it in or remove it), a row with an extension but no number needs its number, a number with too
 * few digits is incomplete.
 */
export function checkPhonesForm(rows: readonly PhoneRow[]): FormCheck<PhoneList, string> {
  const checked = checkSection(PhoneListSchema, { phones: rows })
  const empty: Record<string, MessageId> = {}
  rows.forEach((row, index) => {
    if (row.number.trim() === '' && row.extension.trim() === '') empty[`phones.${index}.number`] = 'profile.phones.error.empty'
  })
  if (checked.ok) return checked
  return { ok: false, errors: { ...checked.errors, ...empty } }
}

/** A month and year as typed: the month '1'..'12' or '', the year four digits or ''. */
export interface TypedMonth {
  readonly month: string
  readonly year: string
}

/** The experience form as typed. */
export interface ExperienceForm {
  readonly title: string
  readonly company: string
  readonly startedMonth: string
  readonly startedYear: string
  readonly endedMonth: string
  readonly endedYear: string
  readonly current: boolean
  readonly description: string
}

export type ExperienceField = 'title' | 'company' | 'started' | 'ended' | 'description'

const monthIndex = (year: number, month: number) => year * 12 + (month - 1)

/** 'YYYY-MM' of a typed month, or the problem with it (spec section 5's date messages). */
function typedMonth(typed: TypedMonth, required: MessageId, now: Date): { readonly value: string } | { readonly problem: MessageId } {
  const month = typed.month.trim()
  const year = typed.year.trim()
  if (month === '' && year === '') return { problem: required }
  if (month === '' || year === '') return { problem: 'profile.experience.error.monthAndYear' }
  const m = Number(month)
  const y = Number(year)
  if (!/^\d{4}$/.test(year) || y < 1900 || !Number.isInteger(m) || m < 1 || m > 12) return { problem: 'profile.experience.error.yearInvalid' }
  if (monthIndex(y, m) > monthIndex(now.getUTCFullYear(), now.getUTCMonth() + 1)) return { problem: 'profile.experience.error.future' }
  return { value: `${year}-${String(m).padStart(2, '0')}` }
}

/**
 * The date rules of a work experience (spec section 5): start and end (unless current) each need both month and
 * year, neither in the future (by `now`, the clock port's time), and the start not after the end.
 */
export function experienceDateProblems(
  dates: Pick<ExperienceForm, 'startedMonth' | 'startedYear' | 'endedMonth' | 'endedYear' | 'current'>,
  now: Date,
): { readonly started?: string; readonly ended?: string | null; readonly errors: FieldErrors<'started' | 'ended'> } {
  const started = typedMonth({ month: dates.startedMonth, year: dates.startedYear }, 'profile.experience.error.startRequired', now)
  const ended = dates.current ? { value: null } : typedMonth({ month: dates.endedMonth, year: dates.endedYear }, 'profile.experience.error.endRequired', now)
  const errors: FieldErrors<'started' | 'ended'> = {}
  if ('problem' in started) errors.started = started.problem
  if ('problem' in ended) errors.ended = ended.problem
  if ('value' in started && 'value' in ended && ended.value !== null && started.value > ended.value) errors.started = 'profile.experience.error.startAfterEnd'
  return {
    ...('value' in started ? { started: started.value } : {}),
    ...('value' in ended ? { ended: ended.value } : {}),
    errors,
  }
}

/** The experience form, checked: the request to send, or each field's first problem. */
export function checkExperienceForm(form: ExperienceForm, now: Date): FormCheck<ExperienceRequest, ExperienceField> {
  const dates = experienceDateProblems(form, now)
  const request = {
    title: form.title,
    company: form.company,
    started: dates.started ?? '',
    ended: dates.ended ?? null,
    current: form.current,
    description: form.description,
  }
  const checked = checkSection(ExperienceRequestSchema, request)
  const errors: FieldErrors<ExperienceField> = {}
  if (!checked.ok) {
    for (const field of ['title', 'company', 'description'] as const) if (checked.errors[field]) errors[field] = checked.errors[field]
  }
  Object.assign(errors, dates.errors)
  if (Object.keys(errors).length > 0 || !checked.ok) return { ok: false, errors }
  return checked
}

/** The date problems of a stored or sent experience (the server's check of the same rules), as field -> message. */
export function experienceRequestProblems(request: ExperienceRequest, now: Date): FieldErrors<'started' | 'ended'> {
  const [sy = '', sm = ''] = request.started.split('-')
  const [ey = '', em = ''] = request.ended?.split('-') ?? []
  return experienceDateProblems({ startedYear: sy, startedMonth: sm, endedYear: ey, endedMonth: em, current: request.current }, now).errors
}

/** The form's values of a stored experience (the edit page's start). */
export function experienceForm(experience: ExperienceRequest | null): ExperienceForm {
  const [sy = '', sm = ''] = experience?.started.split('-') ?? []
  const [ey = '', em = ''] = experience?.ended?.split('-') ?? []
  return {
    title: experience?.title ?? '',
    company: experience?.company ?? '',
    startedMonth: sm === '' ? '' : String(Number(sm)),
    startedYear: sy,
    endedMonth: em === '' ? '' : String(Number(em)),
    endedYear: ey,
    current: experience?.current ?? false,
    description: experience?.description ?? '',
  }
}
