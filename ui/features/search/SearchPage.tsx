import { useCallback, useRef } from 'react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import { FilterChips } from './FilterChips'
import { SearchFilters } from './SearchFilters'
import { SearchForm, type SearchTerms } from './SearchForm'
import { newSearch, searchTitleMessage, toCriteria, type PlaceKind, type SearchParams } from '../../../core/search'
import { SearchResults } from './SearchResults'
import { AlertMeButton } from '../communication'
import { useSelector } from '@xstate/react'
import { selectFacets, selectPlaceKind, useSearchActor } from './useSearchActor'
import './search.css'

const searchRoute = getRouteApi('/search')

/** What the server has said each "where" is: a fact of its gazetteer, the same for every search of that place. */
const placeKinds = new Map<string | undefined, PlaceKind>()

/** `/search`: the search form, the filters and the results of the search the URL describes. */
export function SearchPage() {
  const intl = useIntl()
  const navigate = useNavigate()
  const params: SearchParams = searchRoute.useSearch()
  const actor = useSearchActor(toCriteria(params))
  const facets = useSelector(actor, selectFacets)
  // A new search knows nothing of its place until it is answered: what an earlier answer said of the same "where"
  // holds meanwhile, so a state's Distance filter does not come back while the next filter change loads.
  const answeredKind = useSelector(actor, selectPlaceKind)
  if (answeredKind) placeKinds.set(params.where, answeredKind)
  const titleMessage = searchTitleMessage(params)
  const title = intl.formatMessage({ id: titleMessage.id }, titleMessage.values)
  usePageMeta({ title, description: intl.formatMessage({ id: 'search.pageDescription' }) })
  const heading = useRef<HTMLHeadingElement>(null)
  const focusHeading = useCallback(() => heading.current?.focus(), [])

  // Every change of the search is a URL change; the actor for the new URL does the fetching.
  const updateSearch = (patch: Partial<SearchParams>) =>
    void navigate({ to: '/search', search: (previous: SearchParams) => ({ ...previous, ...patch }) })
  const search = (terms: SearchTerms) =>
    void navigate({ to: '/search', search: (previous: SearchParams) => newSearch(previous, terms) })

  return (
    <div className="search-page">
      <h1 ref={heading} tabIndex={-1} className="search-page__title">{title}</h1>
      <SearchForm what={params.what} where={params.where} onSearch={search} />
      <FilterChips params={params} onChange={updateSearch} onCleared={focusHeading} />
      <div className="search-page__layout">
        <SearchFilters params={params} onChange={updateSearch} facets={facets} stateWide={(answeredKind ?? placeKinds.get(params.where)) === 'state'} />
        <SearchResults
          actor={actor}
          sort={params.sort}
          onSortChange={(sort) => updateSearch({ sort })}
          actions={<AlertMeButton search={params} />}
        />
      </div>
    </div>
  )
}
