import { useState, type FormEvent } from 'react'
import type { FieldErrors, FormCheck } from '../../../core/forms'
import { focusFirstInvalid, formValues } from './formValues'

/**
 * A sign-in form's checking: `submitWith(onValid)` makes the onSubmit handler that checks the typed values,
 * marks each field's first problem (focusing the first), and hands the parsed values to `onValid`.
 */
export function useCheckedForm<T, Field extends string>(check: (values: Record<string, string>) => FormCheck<T, Field>) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const submitWith = (onValid: (value: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const checked = check(formValues(form))
    setErrors(checked.ok ? {} : checked.errors)
    if (checked.ok) onValid(checked.value)
    else focusFirstInvalid(form)
  }
  return { errors, submitWith }
}
