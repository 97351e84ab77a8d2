import { compareExpectation, parseAmount } from '../../../core/apply'
import { SALARY_TYPES, type SalaryType } from '../../../core/applications'
import type { MessageId } from '../../../core/i18n/en-US'
import { payRangeMessage, type Job } from '../../../core/search'
import { FormattedMessage } from '../../i18n/intl'
import { ApplyField } from './ApplyField'
import type { StepProps } from './useEasyApply'

/** The elevator pitch, and the pay: desired (beside the job's range: "your expectation vs this range") and current. */
export function PitchStep({ view, job }: StepProps & { readonly job: Job }) {
  const { draft, errors, edit } = view
  const expected = parseAmount(draft.expectedSalary)
  const verdict = compareExpectation(expected.ok ? expected.value : null, draft.expectedSalaryType, job)
  const range = payRangeMessage(job)
  return (
    <div className="apply-form__fields">
      <div className="field apply-field">
        <label htmlFor="apply-pitch">
          <FormattedMessage id="apply.field.elevatorPitch" />
        </label>
        <p id="apply-pitch-hint" className="apply-field__hint">
          <FormattedMessage id="apply.field.elevatorPitchHint" />
        </p>
        <textarea id="apply-pitch" rows={5} value={draft.elevatorPitch} onChange={(event) => edit({ elevatorPitch: event.target.value })} aria-describedby="apply-pitch-hint" />
        {errors.elevatorPitch && (
          <p className="apply-field__error">
            <FormattedMessage id={errors.elevatorPitch} />
          </p>
        )}
      </div>
      <div className="apply-pay">
        <ApplyField id="apply-expected" label="apply.field.expectedSalary" inputMode="numeric" value={draft.expectedSalary} onValue={(expectedSalary) => edit({ expectedSalary })} error={errors.expectedSalary}>
          <SalaryType id="apply-expected-type" value={draft.expectedSalaryType} onValue={(expectedSalaryType) => edit({ expectedSalaryType })} />
        </ApplyField>
        <aside className="apply-range" aria-live="polite" aria-label={undefined}>
          <p className="apply-range__label">
            <FormattedMessage id="apply.range.label" />{' '}
            <strong>
              <FormattedMessage id={range.id} values={range.values} />
            </strong>
          </p>
          <p className={`apply-range__verdict apply-range__verdict--${verdict}`}>
            <FormattedMessage id={`apply.range.${verdict}` satisfies MessageId} />
          </p>
        </aside>
      </div>
      <ApplyField id="apply-current" label="apply.field.currentSalary" inputMode="numeric" value={draft.currentSalary} onValue={(currentSalary) => edit({ currentSalary })} error={errors.currentSalary}>
        <SalaryType id="apply-current-type" value={draft.currentSalaryType} onValue={(currentSalaryType) => edit({ currentSalaryType })} />
      </ApplyField>
    </div>
  )
}

function SalaryType({ id, value, onValue }: { readonly id: string; readonly value: SalaryType; readonly onValue: (value: SalaryType) => void }) {
  return (
    <span className="apply-salary-type">
      <label htmlFor={id}>
        <FormattedMessage id="apply.field.salaryType" />
      </label>
      <select id={id} value={value} onChange={(event) => onValue(event.target.value as SalaryType)}>
        {SALARY_TYPES.map((type) => (
          <SalaryTypeOption key={type} type={type} />
        ))}
      </select>
    </span>
  )
}

function SalaryTypeOption({ type }: { readonly type: SalaryType }) {
  return (
    <option value={type}>
      <FormattedMessage id={`apply.salaryType.${type}`} />
    </option>
  )
}
