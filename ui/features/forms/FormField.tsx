import type { InputHTMLAttributes } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import type { MessageId } from '../../../core/i18n/en-US'

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly id: string
  readonly name: string
  readonly label: MessageId
  /** The field's problem, shown under it and announced with it. */
  readonly error?: MessageId | undefined
}

/** A labelled input with its problem, if any, tied to it by aria-describedby. */
export function FormField({ id, label, error, ...input }: FormFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className="field auth-field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error && (
        <p id={errorId} className="auth-field__error">
          <FormattedMessage id={error} />
        </p>
      )}
    </div>
  )
}
