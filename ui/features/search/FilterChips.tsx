import { useEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { activeFilters, withoutFilters, type SearchParams } from '../../../core/search'

interface FilterChipsProps {
  readonly params: SearchParams
  readonly onChange: (patch: Partial<SearchParams>) => void
  /** Where focus goes once no filter is left (the removed chips' buttons are gone). */
  readonly onCleared: () => void
}

/** Each filter in use as a removable chip, and "Clear all": the way back to a search without filters. */
export function FilterChips({ params, onChange, onCleared }: FilterChipsProps) {
  const intl = useIntl()
  const filters = activeFilters(params)
  const list = useRef<HTMLUListElement>(null)
  // After a removal the URL changes and the chips re-render: focus the chip that took the removed one's place.
  const focusIndex = useRef<number | null>(null)
  const shown = filters.map((filter) => intl.formatMessage({ id: filter.label.id }, filter.label.values))
  const shownKey = shown.join('\n')
  useEffect(() => {
    const index = focusIndex.current
    if (index === null) return
    focusIndex.current = null
    const chips = list.current?.querySelectorAll('button') ?? []
    if (chips.length > 1) chips[Math.min(index, chips.length - 2)]?.focus()
    else onCleared()
  }, [shownKey, onCleared])

  if (filters.length === 0) return null
  const remove = (index: number, patch: Partial<SearchParams>) => {
    focusIndex.current = index
    onChange(patch)
  }
  return (
    <ul ref={list} className="chips" aria-label={intl.formatMessage({ id: 'search.chips.label' })}>
      {filters.map((filter, index) => (
        <li key={shown[index]}>
          <button
            type="button"
            className="chip"
            aria-label={intl.formatMessage({ id: 'search.chips.remove' }, { filter: shown[index] })}
            onClick={() => remove(index, filter.remove)}
          >
            {shown[index]}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="chips__clear" onClick={() => remove(0, withoutFilters(params))}>
          <FormattedMessage id="search.chips.clearAll" />
        </button>
      </li>
    </ul>
  )
}
