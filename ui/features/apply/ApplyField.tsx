import type { InputHTMLAttributes, ReactNode } from 'react'
import type { MessageId } from '../../../core/i18n/en-US'
import { FormattedMessage } from '../../i18n/intl'

interface ApplyFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  readonly id: string
  readonly label: MessageId
  readonly value: string
  readonly onValue: (value: string) => void
  readonly error?: MessageId | undefined
  readonly hint?: MessageId
  readonly children?: ReactNode
}

/** A labelled input of the apply form, its hint and problem tied to it by aria-describedby. */
export function ApplyField({ id, label, value, onValue, error, hint, children, ...input }: ApplyFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="field apply-field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      {hint && (
        <p id={`${id}-hint`} className="apply-field__hint">
          <FormattedMessage id={hint} />
        </p>
      )}
      <input
        id={id}
        name={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {children}
      {error && (
        <p id={`${id}-error`} className="apply-field__error">
          <FormattedMessage id={error} />
        </p>
      )}
    </div>
  )
}

interface ChoiceProps<T extends string> {
  readonly name: string
  readonly legend: MessageId
  readonly options: readonly { readonly value: T; readonly label: MessageId }[]
  readonly value: T | null
  readonly onValue: (value: T) => void
  readonly error?: MessageId | undefined
}

/** A radio group with its legend and problem. */
export function ApplyChoice<T extends string>({ name, legend, options, value, onValue, error }: ChoiceProps<T>) {
  return (
    <fieldset className="apply-choice" aria-describedby={error ? `${name}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      {options.map((option) => (
        <label key={option.value} className="apply-choice__option">
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onValue(option.value)} />
          <FormattedMessage id={option.label} />
        </label>
      ))}
      {error && (
        <p id={`${name}-error`} className="apply-field__error">
          <FormattedMessage id={error} />
        </p>
      )}
    </fieldset>
  )
}
