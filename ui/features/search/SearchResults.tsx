import { lazy, Suspense, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { useSelector } from '@xstate/react'
import { SEARCH_SORTS, type SearchSort } from '../../../core/search'
import { FilterSelect } from './FilterSelect'
import { JobList } from './JobCard'
import { MoreResults } from './MoreResults'
import { ResultsCount } from './ResultsCount'
import { ResultsSkeleton } from './ResultsSkeleton'
import type { SearchActor } from '../../../machines/search/searchSession'
import { selectAlternatives, selectError, selectJobs, selectMessage, selectView } from './useSearchActor'
import { withDeferredMessages } from '../../i18n/messages'

const NoMatchResults = lazy(withDeferredMessages(() => import('./NoMatchResults').then((chunk) => ({ default: chunk.NoMatchResults }))))

interface SearchResultsProps {
  readonly actor: SearchActor
  readonly sort: SearchSort | undefined
  readonly onSortChange: (sort: SearchSort | undefined) => void
  /** Controls about the whole search, beside the sort (the alert bell). */
  readonly actions?: ReactNode
}

/** The results area: count and sort, job cards, what to try when nothing matched (a chunk of its own), failure with retry, and more pages. */
export function SearchResults({ actor, sort, onSortChange, actions }: SearchResultsProps) {
  const intl = useIntl()
  const view = useSelector(actor, selectView)
  const jobs = useSelector(actor, selectJobs)
  const message = useSelector(actor, selectMessage)
  const alternatives = useSelector(actor, selectAlternatives)
  const error = useSelector(actor, selectError)
  // After "Show more jobs", focus goes to the first new job so keyboard users carry on from there.
  const [focusIndex, setFocusIndex] = useState<number | null>(null)

  return (
    <section className="results" aria-labelledby="search-results-heading" aria-busy={view === 'loading' || view === 'loadingMore'}>
      <h2 id="search-results-heading" className="visually-hidden">
        <FormattedMessage id="search.results.heading" />
      </h2>
      <div className="results__bar">
        <ResultsCount actor={actor} />
        <div className="results__tools">
          {actions}
          {/* Sorting nothing is no help: the no-match screen shows no sort. */}
          {(view === 'loading' || jobs.length > 0) && <FilterSelect
            label="search.filters.sort"
            className="filter filter--inline"
            value={sort ?? 'relevance'}
            choices={SEARCH_SORTS.map((option) => ({ value: option, label: intl.formatMessage({ id: `search.filters.sort.${option}` }) }))}
            onChange={(value) => onSortChange(value === 'relevance' ? undefined : (value as SearchSort))}
          />}
        </div>
      </div>
      {view === 'loading' ? <ResultsSkeleton /> : <JobList jobs={jobs} focusIndex={focusIndex} />}
      {view !== 'loading' && jobs.length === 0 && (message !== null || alternatives.length > 0) && (
        <Suspense fallback={null}>
          <NoMatchResults
            actor={actor}
            message={message}
            alternatives={alternatives.length > 0 ? <JobList jobs={alternatives} /> : null}
          />
        </Suspense>
      )}
      {view === 'failed' && error !== null && (
        <div className="results__error" role="alert">
          <p>{intl.formatMessage({ id: error })}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'user.retryRequested' })}>
            <FormattedMessage id="search.results.retry" />
          </button>
        </div>
      )}
      <MoreResults actor={actor} onShowMore={() => setFocusIndex(jobs.length)} />
    </section>
  )
}
