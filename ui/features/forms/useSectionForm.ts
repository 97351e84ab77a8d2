import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { MessageId } from '../../../core/i18n/en-US'
import { clearDraft, readDraft, refusalsAfterEdit, remainingErrors, writeDraft, type FieldErrors } from '../../../core/forms'
import { saveWithDraft, type SectionFormOptions } from '../../../machines/profile/profileCalls'
import { useServices } from '../../services'
import { useUnsavedChanges } from '../navigation'
import { focusFirstInvalid } from './formValues'
import { useFormSubmission, type FormSubmission } from './useFormSubmission'


export type { SectionFormOptions }

export interface SectionForm<TValues, TSent> {
  readonly values: TValues
  /** Replaces the values (an edit): kept as the draft; a shown problem goes once its field is valid. */
  change(values: TValues): void
  readonly errors: FieldErrors<string>
  /** The form's onSubmit: checks, marks problems (focusing the first) or submits. */
  onSubmit(event: FormEvent<HTMLFormElement>): void
  readonly submission: FormSubmission<TSent, TValues>
  /** The values differ from the saved ones (leaving asks "Changes Not Saved"). */
  readonly dirty: boolean
  /** Sets one field. */
  set<K extends keyof TValues>(name: K, value: TValues[K]): void
  /** A text field's props for FormField: its value, onChange and problem. */
  text(name: keyof TValues & string): { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void; error: MessageId | undefined }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * A settings form whose values are held here (controlled inputs): its draft survives a reload (session storage,
 * removed on save or on "Continue" in "Changes Not Saved"), leaving it dirty asks first, it cannot be sent with a
 * problem, and it submits through its own form submission machine.
 */
export function useSectionForm<TValues, TSent>(options: SectionFormOptions<TValues, TSent>): SectionForm<TValues, TSent> {
  const { storage } = useServices()
  const drafts = storage.session
  const [baseline, setBaseline] = useState(options.saved)
  const [values, setValues] = useState(() => readDraft(drafts, options.draftKey, options.draftSchema) ?? options.saved)
  const [errors, setErrors] = useState<FieldErrors<string>>({})
  const [seenSaves, setSeenSaves] = useState(0)
  const [sent, setSent] = useState<TValues | null>(null)
  // The fields the server refused (a rule only it can check): kept until what each covers is edited.
  const [refused, setRefused] = useState<FieldErrors<string>>({})
  const [seenRefusal, setSeenRefusal] = useState<FieldErrors<string> | null>(null)
  const formElement = useRef<HTMLFormElement | null>(null)
  const dirty = !same(values, baseline)
  useUnsavedChanges(dirty, { holder: options.holder, onDiscard: () => clearDraft(drafts, options.draftKey) })
  const submission = useFormSubmission<TSent, TValues>(options.holder, options.failures, saveWithDraft(options.save, drafts, options.draftKey))
  // A save answered: it is the new baseline, and the form shows it as kept (trimmed) unless typed on since.
  if (submission.savedCount !== seenSaves && submission.saved !== null) {
    setSeenSaves(submission.savedCount)
    setBaseline(submission.saved)
    if (sent !== null && same(values, sent)) setValues(submission.saved)
  }
  const refusal = submission.refusedFields
  if (refusal !== seenRefusal && Object.keys(refusal).length > 0) {
    setSeenRefusal(refusal)
    setRefused(refusal)
  }
  // The first refused field takes the focus once it is marked (what was typed stays as it was).
  useEffect(() => {
    if (Object.keys(refusal).length > 0 && formElement.current) focusFirstInvalid(formElement.current)
  }, [refusal])
  const change = (next: TValues) => {
    setValues(next)
    if (Object.keys(refused).length > 0) setRefused(refusalsAfterEdit(refused, values, next))
    writeDraft(drafts, options.draftKey, next)
    submission.edited()
    if (Object.keys(errors).length > 0) {
      const checked = options.check(next)
      setErrors(remainingErrors(errors, checked.ok ? {} : checked.errors))
    }
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    formElement.current = event.currentTarget
    setRefused({})
    const checked = options.check(values)
    setErrors(checked.ok ? {} : checked.errors)
    if (!checked.ok) return focusFirstInvalid(event.currentTarget)
    setSent(values)
    submission.submitted(checked.value)
  }
  const set = <K extends keyof TValues>(name: K, value: TValues[K]) => change({ ...values, [name]: value })
  const text = (name: keyof TValues & string) => ({
    value: String(values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value as TValues[typeof name]),
    error: errors[name],
  })
  const shown = Object.keys(refused).length === 0 ? errors : { ...refused, ...errors }
  return { values, change, errors: shown, onSubmit, submission, dirty, set, text: (name) => ({ ...text(name), error: shown[name] }) }
}
