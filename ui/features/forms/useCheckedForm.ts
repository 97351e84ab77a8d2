import { useEffect, useRef, useState, type FormEvent } from 'react'
import { refusalsAfterEdit, remainingErrors, type FieldErrors, type FormCheck } from '../../../core/forms'
import { focusFirstInvalid, formValues } from './formValues'

const NONE: FieldErrors<string> = {}

/**
 * A form's checking: `submitWith(onValid)` makes the onSubmit handler that checks the typed values, marks each
 * field's first problem (focusing the first), and hands the parsed values to `onValid`. `revise` is for the form's
 * onChange: a marked problem goes as soon as its field is valid again (core/forms remainingErrors). `refusal` is the
 * form submission's `refusedFields`: the fields the server refused are marked too (the first focused), each until
 * it is edited, and what was typed stays.
 */
export function useCheckedForm<T, Field extends string>(check: (values: Record<string, string>) => FormCheck<T, Field>, refusal: FieldErrors<string> = NONE) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [refused, setRefused] = useState<FieldErrors<string>>({})
  const [seenRefusal, setSeenRefusal] = useState(refusal)
  const sent = useRef<{ form: HTMLFormElement; values: Record<string, string> } | null>(null)
  if (refusal !== seenRefusal) {
    setSeenRefusal(refusal)
    if (Object.keys(refusal).length > 0) setRefused(refusal)
  }
  useEffect(() => {
    if (Object.keys(refusal).length > 0 && sent.current) focusFirstInvalid(sent.current.form)
  }, [refusal])
  const submitWith = (onValid: (value: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const values = formValues(form)
    const checked = check(values)
    setErrors(checked.ok ? {} : checked.errors)
    setRefused({})
    sent.current = { form, values }
    if (checked.ok) onValid(checked.value)
    else focusFirstInvalid(form)
  }
  const revise = (event: FormEvent<HTMLFormElement>) => {
    const values = formValues(event.currentTarget)
    if (Object.keys(refused).length > 0) setRefused(refusalsAfterEdit(refused, sent.current?.values ?? {}, values))
    if (Object.keys(errors).length === 0) return
    const checked = check(values)
    setErrors(remainingErrors(errors, checked.ok ? {} : checked.errors))
  }
  const shown = (Object.keys(refused).length === 0 ? errors : { ...refused, ...errors }) as FieldErrors<Field>
  return { errors: shown, submitWith, revise }
}
