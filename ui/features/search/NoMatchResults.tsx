import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import type { SearchActor } from '../../../machines/search/searchSession'
import type { RelatedTitle, SearchMessage, SearchTotal, WiderRadius } from '../../../core/search'
import type { SearchParams } from '../../../core/search'
import { selectRelatedTitles, selectWiderRadius } from './useSearchActor'

interface NoMatchResultsProps {
  readonly actor: SearchActor
  /** Why nothing is listed (no match, unknown place). */
  readonly message: SearchMessage | null
  /** The alternative jobs' list (<JobList>, handed in: imported here, it would split a shared chunk off the first screen). */
  readonly alternatives: ReactNode | null
}

const countValues = (total: SearchTotal) => ({ count: total.value })

/**
 * What a search that listed nothing shows (issue 9): why, then what it could be instead (the same search at a wider
 * distance, related titles at the place, each a link to that search with how many jobs it finds), then the
 * alternative jobs. A chunk of its own with its texts, so the first screen carries none of it.
 */
export function NoMatchResults({ actor, message, alternatives }: NoMatchResultsProps) {
  const widerRadius = useSelector(actor, selectWiderRadius)
  const relatedTitles = useSelector(actor, selectRelatedTitles)
  return (
    <>
      {message !== null && (
        <p className="results__notice">
          <FormattedMessage id={message} />
        </p>
      )}
      {(widerRadius !== null || relatedTitles.length > 0) && <NoMatchHelp widerRadius={widerRadius} relatedTitles={relatedTitles} />}
      {alternatives !== null && (
        <section className="results__alternatives" aria-labelledby="search-alternatives-heading">
          <h2 id="search-alternatives-heading">
            <FormattedMessage id="search.results.alternativesHeading" />
          </h2>
          {alternatives}
        </section>
      )}
    </>
  )
}

interface NoMatchHelpProps {
  readonly widerRadius: WiderRadius | null
  readonly relatedTitles: readonly RelatedTitle[]
}

function NoMatchHelp({ widerRadius, relatedTitles }: NoMatchHelpProps) {
  const intl = useIntl()
  return (
    <section className="no-match-help" aria-labelledby="no-match-help-heading">
      <h2 id="no-match-help-heading">
        <FormattedMessage id="searchHelp.heading" />
      </h2>
      {widerRadius && (
        <p>
          <Link to="/search" search={(previous: SearchParams) => ({ ...previous, radius: widerRadius.radiusMiles })}>
            {intl.formatMessage(
              { id: widerRadius.total.relation === 'eq' ? 'searchHelp.widen' : 'searchHelp.widenAtLeast' },
              { miles: widerRadius.radiusMiles, ...countValues(widerRadius.total) },
            )}
          </Link>
        </p>
      )}
      {relatedTitles.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="searchHelp.relatedHeading" />
          </h3>
          <ul className="no-match-help__titles">
            {relatedTitles.map((related) => (
              <li key={related.title}>
                <Link to="/search" search={(previous: SearchParams) => ({ ...previous, what: related.title })}>
                  {intl.formatMessage(
                    { id: related.total.relation === 'eq' ? 'searchHelp.related' : 'searchHelp.relatedAtLeast' },
                    { title: related.title, ...countValues(related.total) },
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
