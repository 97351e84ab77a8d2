import { useIntl, FormattedMessage } from '../../i18n/intl'
import type { MessageId } from '../../../core/i18n/en-US'

interface ChoiceFieldProps {
  readonly id: string
  readonly name: string
  readonly label: MessageId
  readonly defaultValue: string
  /** Each choice's value and its text's id ('' for "Choose…"). */
  readonly choices: ReadonlyArray<{ readonly value: string; readonly label: MessageId; readonly values?: Record<string, number> }>
  readonly error?: MessageId | undefined
  /** A line under the field that says more of it, tied to it by aria-describedby; none when absent. */
  readonly hint?: { readonly id: MessageId; readonly values?: Record<string, string> } | undefined
}

/** A labelled native <select> of a form, with its hint and its problem tied to it by aria-describedby. */
export function ChoiceField({ id, name, label, defaultValue, choices, error, hint }: ChoiceFieldProps) {
  const intl = useIntl()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="field auth-field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select id={id} name={name} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {intl.formatMessage({ id: choice.label }, choice.values)}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="alert-form__hint">
          <FormattedMessage id={hint.id} values={hint.values} />
        </p>
      )}
      {error && (
        <p id={errorId} className="auth-field__error">
          <FormattedMessage id={error} />
        </p>
      )}
    </div>
  )
}
