import { FormattedMessage, useIntl } from '../../i18n/intl'
import { strengthMessage, strengthOf } from '../../../core/password'
import type { PasswordScore } from '../../../core/ports/passwordStrength'
import './passwordStrength.css'

const SEGMENTS = [1, 2, 3, 4] as const

/**
 * The strength of a new password: its level in words (weak, good, strong, very strong) and as a meter of four
 * segments (weak fills one). The words are announced politely as they change; nothing shows while the field is empty.
 */
export function PasswordStrengthMeter({ id, score }: { readonly id: string; readonly score: PasswordScore | null }) {
  const intl = useIntl()
  const level = score === null ? null : strengthOf(score)
  return (
    <div className="password-strength" data-level={level ?? undefined}>
      {score !== null && (
        <div
          className="password-strength__bar"
          role="meter"
          aria-label={intl.formatMessage({ id: 'password.strength.label' })}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={score}
          aria-valuetext={intl.formatMessage({ id: strengthMessage(score) })}
        >
          {SEGMENTS.map((segment) => (
            <span key={segment} className="password-strength__segment" data-filled={segment <= Math.max(score, 1) ? true : undefined} />
          ))}
        </div>
      )}
      <p id={id} className="password-strength__text" aria-live="polite">
        {score !== null && (
          <FormattedMessage
            id="password.strength.text"
            values={{ level: <strong>{intl.formatMessage({ id: strengthMessage(score) })}</strong> }}
          />
        )}
      </p>
    </div>
  )
}
