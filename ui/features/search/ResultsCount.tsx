import { FormattedMessage } from '../../i18n/intl'
import { useSelector } from '@xstate/react'
import type { SearchActor } from '../../../machines/search/searchSession'
import { resultsCountMessage } from '../../../core/search'
import { selectJobCount, selectTotal, selectTotalIsExact, selectView } from './useSearchActor'

/** "About 1,240 jobs" or "12 jobs", in a polite live region so a new count is announced. */
export function ResultsCount({ actor }: { readonly actor: SearchActor }) {
  const view = useSelector(actor, selectView)
  const total = useSelector(actor, selectTotal)
  const totalIsExact = useSelector(actor, selectTotalIsExact)
  const loaded = useSelector(actor, selectJobCount)
  const count = resultsCountMessage({ total, totalIsExact, loaded, complete: view === 'exhausted' })
  return (
    <p className="results__count" role="status">
      {view === 'loading' ? (
        <FormattedMessage id="search.results.loading" />
      ) : view === 'idle' || (view === 'failed' && loaded === 0) ? null : (
        <FormattedMessage id={count.id} values={count.values} />
      )}
    </p>
  )
}
