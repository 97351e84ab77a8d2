import { useEffect, useRef } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { useSelector } from '@xstate/react'
import type { SearchActor } from '../../../machines/search/searchSession'
import { selectJobCount, selectView } from './useSearchActor'

/** How far below the viewport the next page starts loading. */
const PREFETCH_MARGIN = '600px 0px'

interface MoreResultsProps {
  readonly actor: SearchActor
  /** Called when the button (not scrolling) asks for more. */
  readonly onShowMore: () => void
}

/**
 * The foot of the results: a sentinel that asks for the next page as it nears the viewport, a visible
 * "Show more jobs" button for keyboard users, and the end ("You've seen all 42 jobs").
 */
export function MoreResults({ actor, onShowMore }: MoreResultsProps) {
  const view = useSelector(actor, selectView)
  const loaded = useSelector(actor, selectJobCount)
  const sentinel = useRef<HTMLDivElement>(null)
  const canLoadMore = view === 'results'

  useEffect(() => {
    const target = sentinel.current
    if (!canLoadMore || !target || typeof IntersectionObserver === 'undefined') return
    // A new observer reports at once, so a sentinel still in view after a page keeps the pages coming.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) actor.send({ type: 'user.nextPageRequested' })
      },
      { rootMargin: PREFETCH_MARGIN },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [actor, canLoadMore])

  if (view === 'exhausted') {
    return loaded > 0 ? (
      <p className="results__end">
        <FormattedMessage id="search.results.end" values={{ count: loaded }} />
      </p>
    ) : null
  }
  if (view !== 'results' && view !== 'loadingMore') return null
  const loading = view === 'loadingMore'
  return (
    <div className="results__more">
      <div ref={sentinel} className="results__sentinel" />
      <button
        type="button"
        className="button results__more-button"
        // aria-disabled, not disabled: a disabled button would drop keyboard focus while the page loads.
        aria-disabled={loading}
        onClick={() => {
          // Pressed while scrolling already fetches the page: still move focus to its first job when it lands.
          onShowMore()
          if (!loading) actor.send({ type: 'user.nextPageRequested' })
        }}
      >
        <FormattedMessage id={loading ? 'search.results.loadingMore' : 'search.results.showMore'} />
      </button>
    </div>
  )
}
