import { useState } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { SEARCH_LIMITS } from '../../../core/constants'
import type { MessageId } from '../../../core/i18n/en-US'
import { REMOTE_OPTIONS, type RemoteOption } from '../../../core/search'
import { FilterSelect } from './FilterSelect'
import { JobTypeFilter } from './JobTypeFilter'
import { jobTypesOf, type SearchParams } from '../../../core/search'
import { EXPERIENCE_LEVELS, INDUSTRIES, type ExperienceLevel, type Industry } from '../../../core/search'
import { activeFilterCount, MIN_PAY_CHOICES_USD, POSTED_WITHIN_CHOICES_DAYS, RADIUS_CHOICES_MILES, choicesWith } from '../../../core/search'
import { facetOptionMessage, livesInMessage, type FacetCounts } from '../../../core/search'

interface SearchFiltersProps {
  readonly params: SearchParams
  /** Called with the URL parameters to change; undefined removes one (its default applies). */
  readonly onChange: (patch: Partial<SearchParams>) => void
  /** The search's counts for the level and industry options; null while they are not known. */
  readonly facets: FacetCounts | null
  /** "Where" is a whole state, searched without a distance: no Distance filter. */
  readonly stateWide?: boolean
}

const WIDE_SCREEN = '(min-width: 60rem)'
/** The places the remote filter offers; a state's code from the URL (livesIn=TX) is added as its own choice. */
const LIVES_IN_CHOICES: readonly string[] = ['us', 'abroad']

const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value))

/** The search filters as native controls; each change rewrites the URL. */
export function SearchFilters({ params, onChange, facets, stateWide }: SearchFiltersProps) {
  const intl = useIntl()
  const text = (id: MessageId, values?: Record<string, number>) => intl.formatMessage({ id }, values)
  const counted = (label: string, counts: FacetCounts['industry'] | undefined, option: string) => {
    const message = facetOptionMessage(label, counts, option, facets?.relation === 'eq')
    return message ? intl.formatMessage({ id: message.id }, message.values) : label
  }
  const radius = params.radius ?? SEARCH_LIMITS.defaultRadiusMiles
  // Open beside the results on wide screens; folded above them on phones so the jobs come first.
  const [openAtFirst] = useState(() => typeof matchMedia === 'function' && matchMedia(WIDE_SCREEN).matches)
  return (
    <details className="filters" open={openAtFirst}>
      <summary className="filters__summary">
        <h2 className="filters__heading">
          <FormattedMessage id="search.filters.heading" values={{ count: activeFilterCount(params) }} />
        </h2>
      </summary>
      <div className="filters__controls">
        <FilterSelect
          label="search.filters.remote"
          value={params.remote ?? 'include'}
          choices={REMOTE_OPTIONS.map((option) => ({ value: option, label: text(`search.filters.remote.${option}`) }))}
          onChange={(value) => onChange({ remote: value === 'include' ? undefined : (value as RemoteOption) })}
        />
        <FilterSelect
          label="search.filters.minPay"
          value={String(params.minPay ?? '')}
          choices={[
            { value: '', label: text('search.filters.minPay.any') },
            ...choicesWith(MIN_PAY_CHOICES_USD, params.minPay).map((amount) => ({
              value: String(amount),
              label: text('search.filters.minPay.atLeast', { amount }),
            })),
          ]}
          onChange={(value) => onChange({ minPay: numberOrUndefined(value) })}
        />
        <FilterSelect
          label="search.filters.posted"
          value={String(params.posted ?? '')}
          choices={[
            { value: '', label: text('search.filters.posted.any') },
            ...choicesWith(POSTED_WITHIN_CHOICES_DAYS, params.posted).map((days) => ({
              value: String(days),
              label: text('search.filters.posted.within', { days }),
            })),
          ]}
          onChange={(value) => onChange({ posted: numberOrUndefined(value) })}
        />
        {!stateWide && (
          <FilterSelect
            label="search.filters.radius"
            value={String(radius)}
            choices={choicesWith(RADIUS_CHOICES_MILES, radius).map((miles) => ({
              value: String(miles),
              label: text('search.filters.radius.miles', { miles }),
            }))}
            onChange={(value) => {
              const miles = Number(value)
              onChange({ radius: miles === SEARCH_LIMITS.defaultRadiusMiles ? undefined : miles })
            }}
          />
        )}
        <FilterSelect
          label="search.filters.experience"
          value={params.experience ?? ''}
          choices={[
            { value: '', label: text('search.filters.experience.any') },
            ...EXPERIENCE_LEVELS.map((level) => ({ value: level, label: counted(text(`search.experience.${level}`), facets?.experience, level) })),
          ]}
          onChange={(value) => onChange({ experience: (value || undefined) as ExperienceLevel | undefined })}
        />
        <FilterSelect
          label="search.filters.industry"
          value={params.industry ?? ''}
          choices={[
            { value: '', label: text('search.filters.industry.any') },
            ...INDUSTRIES.map((industry) => ({ value: industry, label: counted(text(`search.industry.${industry}`), facets?.industry, industry) })),
          ]}
          onChange={(value) => onChange({ industry: (value || undefined) as Industry | undefined })}
        />
        <FilterSelect
          label="search.filters.visa"
          value={params.visa ?? ''}
          choices={[
            { value: '', label: text('search.filters.visa.any') },
            { value: 'sponsors', label: text('search.filters.visa.sponsors') },
          ]}
          onChange={(value) => onChange({ visa: value === 'sponsors' ? 'sponsors' : undefined })}
        />
        <FilterSelect
          label="search.filters.livesIn"
          value={params.livesIn ?? ''}
          choices={[
            { value: '', label: text('search.filters.livesIn.any') },
            ...[...LIVES_IN_CHOICES, ...(params.livesIn && !LIVES_IN_CHOICES.includes(params.livesIn) ? [params.livesIn] : [])].map((place) => {
              const message = livesInMessage(place)
              return { value: place, label: intl.formatMessage({ id: message.id }, message.values as Record<string, string>) }
            }),
          ]}
          onChange={(value) => onChange({ livesIn: value || undefined })}
        />
        <JobTypeFilter
          selected={jobTypesOf(params)}
          onChange={(types) => onChange({ type: types.length > 0 ? types.join(',') : undefined })}
        />
      </div>
    </details>
  )
}
