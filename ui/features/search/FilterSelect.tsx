import { useId } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import type { MessageId } from '../../../core/i18n/en-US'

/** One choice of a filter: the value it puts in the URL ('' for the default) and its visible text. */
export interface FilterChoice {
  readonly value: string
  readonly label: string
}

interface FilterSelectProps {
  readonly label: MessageId
  readonly value: string
  readonly choices: readonly FilterChoice[]
  readonly onChange: (value: string) => void
  readonly className?: string
}

/** A labelled native <select>: keyboard, screen readers and mobile pickers for free. */
export function FilterSelect({ label, value, choices, onChange, className = 'filter' }: FilterSelectProps) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
}
