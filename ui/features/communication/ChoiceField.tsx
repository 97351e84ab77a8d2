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
}

/** A labelled native <select> of a form, with its problem tied to it by aria-describedby. */
export function ChoiceField({ id, name, label, defaultValue, choices, error }: ChoiceFieldProps) {
  const intl = useIntl()
  const errorId = `${id}-error`
  return (
    <div className="field auth-field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select id={id} name={name} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {intl.formatMessage({ id: choice.label }, choice.values)}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="auth-field__error">
          <FormattedMessage id={error} />
        </p>
      )}
    </div>
  )
}
