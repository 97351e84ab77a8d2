import { FormattedMessage } from '../../i18n/intl'
import { JOB_TYPES, type JobType } from '../../../core/search'
import { jobTypeMessageId } from '../../../core/search'

interface JobTypeFilterProps {
  readonly selected: readonly JobType[]
  readonly onChange: (selected: JobType[]) => void
}

/** Job type as a group of checkboxes: none ticked means every type. */
export function JobTypeFilter({ selected, onChange }: JobTypeFilterProps) {
  const toggle = (type: JobType, checked: boolean) =>
    onChange(JOB_TYPES.filter((each) => (each === type ? checked : selected.includes(each))))
  return (
    <fieldset className="filter filter--types">
      <legend>
        <FormattedMessage id="search.filters.jobType" />
      </legend>
      {JOB_TYPES.map((type) => (
        <label key={type} className="filter__check">
          <input
            type="checkbox"
            name="type"
            value={type}
            checked={selected.includes(type)}
            onChange={(event) => toggle(type, event.currentTarget.checked)}
          />
          <FormattedMessage id={jobTypeMessageId(type)} />
        </label>
      ))}
    </fieldset>
  )
}
