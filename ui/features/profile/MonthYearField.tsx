import { useMemo } from 'react'
import type { MessageId } from '../../../core/i18n/en-US'
import { FormattedMessage, useIntl } from '../../i18n/intl'

interface MonthYearFieldProps {
  readonly id: string
  readonly legend: MessageId
  readonly month: string
  readonly year: string
  readonly onChange: (month: string, year: string) => void
  readonly error?: MessageId | undefined
}

/** A month (select) and a year (four digits) under one legend, with the date's problem tied to both. */
export function MonthYearField({ id, legend, month, year, onChange, error }: MonthYearFieldProps) {
  const intl = useIntl()
  const months = useMemo(
    () => Array.from({ length: 12 }, (_, index) => intl.formatDate(Date.UTC(2000, index, 1), { month: 'long', timeZone: 'UTC' })),
    [intl],
  )
  const described = error ? `${id}-error` : undefined
  return (
    <fieldset className="choice-group" aria-describedby={described}>
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      <div className="profile-row">
        <div className="field auth-field">
          <label htmlFor={`${id}-month`}>
            <FormattedMessage id="profile.experience.month" />
          </label>
          <select id={`${id}-month`} value={month} onChange={(event) => onChange(event.target.value, year)} aria-invalid={error ? true : undefined} aria-describedby={described}>
            <option value="">{intl.formatMessage({ id: 'profile.select' })}</option>
            {months.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field auth-field">
          <label htmlFor={`${id}-year`}>
            <FormattedMessage id="profile.experience.year" />
          </label>
          <input id={`${id}-year`} inputMode="numeric" maxLength={4} value={year} onChange={(event) => onChange(month, event.target.value)}
            aria-invalid={error ? true : undefined} aria-describedby={described} />
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="auth-field__error">
          <FormattedMessage id={error} />
        </p>
      )}
    </fieldset>
  )
}
