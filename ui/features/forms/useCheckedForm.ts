import { useState, type FormEvent } from 'react'
import { remainingErrors, type FieldErrors, type FormCheck } from '../../../core/forms'
import { focusFirstInvalid, formValues } from './formValues'

/**
 * A form's checking: `submitWith(onValid)` makes the onSubmit handler that checks the typed values, marks each
 * field's first problem (focusing the first), and hands the parsed values to `onValid`. `revise` is for the form's
 * onChange: a marked problem goes as soon as its field is valid again (core/forms remainingErrors).
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
  const revise = (event: FormEvent<HTMLFormElement>) => {
    if (Object.keys(errors).length === 0) return
    const checked = check(formValues(event.currentTarget))
    setErrors(remainingErrors(errors, checked.ok ? {} : checked.errors))
  }
  return { errors, submitWith, revise }
}
