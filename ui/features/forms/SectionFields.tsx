import { useRef, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { MessageId } from '../../../core/i18n/en-US'
import { withTagAdded } from '../../../core/forms'
import './sectionFields.css'

/** An option of a select or a choice group: its value and its text (a catalogue id, or a name from Intl data). */
export interface FieldOption {
  readonly value: string
  readonly label: MessageId | { readonly text: string }
}

const OptionText = ({ label }: { readonly label: FieldOption['label'] }) => (typeof label === 'string' ? <FormattedMessage id={label} /> : label.text)

function FieldError({ id, error }: { readonly id: string; readonly error: MessageId | undefined }) {
  return error ? (
    <p id={id} className="auth-field__error">
      <FormattedMessage id={error} />
    </p>
  ) : null
}

interface SelectFieldProps {
  readonly id: string
  readonly label: MessageId
  readonly value: string
  readonly options: readonly FieldOption[]
  readonly onChange: (value: string) => void
  readonly error?: MessageId | undefined
  /** An empty first option ("Select…"). */
  readonly placeholder?: boolean
  readonly autoComplete?: string
}

/** A labelled select with its problem tied to it. */
export function SelectField({ id, label, value, options, onChange, error, placeholder = false, autoComplete }: SelectFieldProps) {
  const intl = useIntl()
  return (
    <div className="field auth-field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select id={id} value={value} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {placeholder && <option value="">{intl.formatMessage({ id: 'profile.select' })}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {typeof option.label === 'string' ? intl.formatMessage({ id: option.label }) : option.label.text}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

interface TextAreaFieldProps {
  readonly id: string
  readonly label: MessageId
  readonly value: string
  readonly onChange: (value: string) => void
  readonly error?: MessageId | undefined
}

/** A labelled text area. */
export function TextAreaField({ id, label, value, onChange, error }: TextAreaFieldProps) {
  return (
    <div className="field auth-field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <textarea id={id} rows={4} value={value} onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

interface ChoiceGroupProps {
  readonly id: string
  readonly legend: MessageId
  readonly options: readonly FieldOption[]
  /** Radio buttons (one value) or checkboxes (several). */
  readonly selected: readonly string[]
  readonly multiple?: boolean
  readonly onChange: (selected: string[]) => void
  readonly error?: MessageId | undefined
}

/** A fieldset of radio buttons or checkboxes with its legend and problem. */
export function ChoiceGroup({ id, legend, options, selected, multiple = false, onChange, error }: ChoiceGroupProps) {
  const toggle = (value: string, checked: boolean) =>
    onChange(multiple ? (checked ? [...selected, value] : selected.filter((item) => item !== value)) : [value])
  return (
    <fieldset className="choice-group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      <div className={multiple ? 'choice-group__grid' : 'choice-group__row'}>
        {options.map((option, index) => (
          <label key={option.value} className="choice-group__choice">
            <input type={multiple ? 'checkbox' : 'radio'} name={id} value={option.value} checked={selected.includes(option.value)}
              aria-invalid={error && index === 0 ? true : undefined} onChange={(event) => toggle(option.value, event.target.checked)} />
            <OptionText label={option.label} />
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  )
}

interface TagListFieldProps {
  readonly id: string
  readonly legend: MessageId
  readonly items: readonly string[]
  readonly onChange: (items: string[]) => void
  /** The text shown for an item (a language's name for its code); default the item. */
  readonly nameOf?: (item: string) => string
  /** The entry's label and the add button's text. */
  readonly entryLabel: MessageId
  readonly addLabel: MessageId
  readonly emptyLabel: MessageId
  /** Items chosen from a list (a select) rather than typed. */
  readonly choices?: readonly FieldOption[]
  /** The list's problem, and each item's (by index). */
  readonly error?: MessageId | undefined
  readonly itemErrors?: readonly (MessageId | undefined)[]
}

/** A list of short texts with an entry to add one (Enter or the button) and a remove button per item. */
export function TagListField(props: TagListFieldProps) {
  const { id, legend, items, onChange, nameOf = (item) => item, entryLabel, addLabel, emptyLabel, choices, error, itemErrors = [] } = props
  const intl = useIntl()
  const [entry, setEntry] = useState('')
  // A removed item's focus goes to the entry, so the keyboard stays in the list.
  const entryRef = useRef<HTMLInputElement & HTMLSelectElement>(null)
  const add = () => {
    const next = withTagAdded(items, entry)
    if (next !== items) onChange([...next])
    setEntry('')
  }
  const problemId = `${id}-error`
  let entryField: ReactNode
  if (choices) {
    entryField = (
      <select id={`${id}-entry`} ref={entryRef} value={entry} onChange={(event) => setEntry(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? problemId : undefined}>
        <option value="">{intl.formatMessage({ id: 'profile.select' })}</option>
        {choices.filter((choice) => !items.includes(choice.value)).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {typeof choice.label === 'string' ? intl.formatMessage({ id: choice.label }) : choice.label.text}
          </option>
        ))}
      </select>
    )
  } else {
    entryField = (
      <input id={`${id}-entry`} ref={entryRef} value={entry} onChange={(event) => setEntry(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? problemId : undefined}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          add()
        }} />
    )
  }
  return (
    <fieldset className="tag-list">
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      {items.length === 0 ? (
        <p className="tag-list__empty">
          <FormattedMessage id={emptyLabel} />
        </p>
      ) : (
        <ul className="tag-list__items">
          {items.map((item, index) => (
            <li key={item} className="tag-list__item">
              <span>{nameOf(item)}</span>
              <button type="button" className="button tag-list__remove" onClick={() => (onChange(items.filter((other) => other !== item)), entryRef.current?.focus())}
                aria-label={intl.formatMessage({ id: 'profile.remove' }, { name: nameOf(item) })} aria-invalid={itemErrors[index] ? true : undefined}>
                ×
              </button>
              <FieldError id={`${id}-${index}-error`} error={itemErrors[index]} />
            </li>
          ))}
        </ul>
      )}
      <div className="tag-list__entry">
        <div className="field auth-field">
          <label htmlFor={`${id}-entry`}>
            <FormattedMessage id={entryLabel} />
          </label>
          {entryField}
        </div>
        <button type="button" className="button" onClick={add}>
          <FormattedMessage id={addLabel} />
        </button>
      </div>
      <FieldError id={problemId} error={error} />
    </fieldset>
  )
}

interface SectionSubmitProps<TValues, TSent> {
  readonly submission: { readonly pending: boolean; readonly failure: MessageId | null; readonly saved: TValues | null; submitted?: (values: TSent) => void }
  /** The submit button's text, when "Save" alone would not say which form (several on one page). */
  readonly label?: MessageId
}

/** A section form's end: why it failed, "Saved.", and its submit button. */
export function SectionSubmit<TValues, TSent>({ submission, label = 'profile.save' }: SectionSubmitProps<TValues, TSent>) {
  return (
    <>
      <p className="auth-form__failure" role="alert">
        {submission.failure && <FormattedMessage id={submission.failure} />}
      </p>
      <p className="account-section__status" role="status">
        {submission.saved !== null && <FormattedMessage id="profile.saved" />}
      </p>
      <button type="submit" className="button button--primary" disabled={submission.pending}>
        <FormattedMessage id={submission.pending ? 'profile.saving' : label} />
      </button>
    </>
  )
}
