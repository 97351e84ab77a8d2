import { FormattedMessage } from '../../i18n/intl'
import type { MessageId } from '../../../core/i18n/en-US'
import type { NewPasswordErrors } from '../../../core/identity'
import { PasswordStrengthMeter } from './PasswordStrengthMeter'
import type { PasswordStrengthState } from './usePasswordStrength'

interface NewPasswordFieldsProps {
  readonly label: MessageId
  readonly confirmLabel: MessageId
  readonly errors: NewPasswordErrors
  readonly strength: PasswordStrengthState
}

/** One labelled input; its problem (if any) and extra descriptions are tied to it by aria-describedby. */
function PasswordInput(props: {
  id: string
  name: string
  label: MessageId
  error: MessageId | undefined
  describedBy?: string
  onInput?: (value: string, form: HTMLFormElement | null) => void
  onFocus?: () => void
}) {
  const { id, name, label, error, describedBy, onInput, onFocus } = props
  const errorId = `${id}-error`
  const describers = [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ')
  return (
    <div className="field auth-field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <input id={id} name={name} type="password" autoComplete="new-password" aria-invalid={error ? true : undefined}
        aria-describedby={describers || undefined} onFocus={onFocus} onInput={(event) => onInput?.(event.currentTarget.value, event.currentTarget.form)} />
      {error && (
        <p id={errorId} className="auth-field__error">
          <FormattedMessage id={error} />
        </p>
      )}
    </div>
  )
}

/**
 * A new password typed twice (fields `password` and `confirm`), with the strength meter under the first. The
 * first input's id is `strength.fieldId`; the scorer starts loading when it gets focus.
 */
export function NewPasswordFields({ label, confirmLabel, errors, strength }: NewPasswordFieldsProps) {
  const id = strength.fieldId
  const strengthId = `${id}-strength`
  const hintId = `${id}-hint`
  return (
    <>
      <PasswordInput id={id} name="password" label={label} error={errors.password} describedBy={`${strengthId} ${hintId}`}
        onFocus={strength.preload} onInput={strength.rate} />
      <PasswordStrengthMeter id={strengthId} score={strength.score} />
      <p id={hintId} className="password-hint">
        <FormattedMessage id="password.strength.hint" />
      </p>
      <PasswordInput id={`${id}-confirm`} name="confirm" label={confirmLabel} error={errors.confirm} />
    </>
  )
}
