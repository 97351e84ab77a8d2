import { Link } from '@tanstack/react-router'
import { useId, useState, useSyncExternalStore } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { activeFilters, type SearchParams } from '../../../core/search'
import type { RecentSearch } from '../../../core/searches'
import type { MessageId } from '../../../core/i18n/en-US'
import type { RecentSearchesRuntime } from '../../../machines/searches/recentSearchesRuntime'

interface SearchesSectionProps {
  readonly runtime: RecentSearchesRuntime
  readonly onCreateAlert: (search: RecentSearch) => void
}

/** What a search is called: its name, or what and where. */
function useSearchName() {
  const intl = useIntl()
  return (search: RecentSearch) =>
    search.name ||
    intl.formatMessage(
      { id: 'searches.describe' },
      { what: search.what || intl.formatMessage({ id: 'searches.anything' }), where: search.where || intl.formatMessage({ id: 'searches.anywhere' }) },
    )
}

/** The search page's address of a kept search: what, where and its kept filters. */
export const searchParamsOf = (search: RecentSearch): SearchParams => ({
  what: search.what || undefined,
  where: search.where || undefined,
  visa: search.visaSponsorship ? 'sponsors' : undefined,
  livesIn: search.livesIn,
})

/** Favorite (starred) and recent searches: run, star, rename, delete, turn into an alert. */
export function SearchesSection({ runtime, onCreateAlert }: SearchesSectionProps) {
  const view = useSyncExternalStore(runtime.subscribe, runtime.current)
  const favorites = view.list.filter((search) => search.starred)
  const recent = view.list.filter((search) => !search.starred)
  return (
    <>
      <SearchGroup title="communication.favorites.title" empty="communication.favorites.empty" searches={favorites} runtime={runtime} onCreateAlert={onCreateAlert} />
      <SearchGroup title="communication.recent.title" empty="communication.recent.empty" searches={recent} runtime={runtime} onCreateAlert={onCreateAlert} />
    </>
  )
}

function SearchGroup({ title, empty, searches, runtime, onCreateAlert }: SearchesSectionProps & { readonly title: MessageId; readonly empty: MessageId; readonly searches: readonly RecentSearch[] }) {
  const id = useId()
  return (
    <section className="communication-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id={title} />
      </h2>
      {searches.length === 0 ? (
        <p>
          <FormattedMessage id={empty} />
        </p>
      ) : (
        <ul className="communication-list" aria-labelledby={`${id}-title`}>
          {searches.map((search) => (
            <SearchItem key={search.id} search={search} runtime={runtime} onCreateAlert={onCreateAlert} />
          ))}
        </ul>
      )}
    </section>
  )
}

function SearchItem({ search, runtime, onCreateAlert }: Omit<SearchesSectionProps, 'runtime'> & { readonly runtime: RecentSearchesRuntime; readonly search: RecentSearch }) {
  const intl = useIntl()
  const nameOf = useSearchName()
  const [renaming, setRenaming] = useState(false)
  const name = nameOf(search)
  const label = (id: MessageId) => intl.formatMessage({ id }, { name })
  return (
    <li className="communication-list__item">
      {renaming ? (
        <RenameForm search={search} name={name} onDone={(next) => {
          if (next !== null) runtime.change({ kind: 'renamed', id: search.id, name: next })
          setRenaming(false)
        }} />
      ) : (
        <div className="communication-list__what">
          <span className="communication-list__name">{name}</span>
          {activeFilters(searchParamsOf(search)).map((filter) => (
            <span key={filter.key} className="communication-list__meta">{intl.formatMessage({ id: filter.label.id }, filter.label.values)}</span>
          ))}
        </div>
      )}
      <div className="communication-list__actions">
        <Link className="button" to="/search" search={searchParamsOf(search)} aria-label={label('searches.run')}>
          <FormattedMessage id="searches.action.run" />
        </Link>
        <button type="button" className="button" aria-pressed={search.starred} aria-label={label(search.starred ? 'searches.unstar' : 'searches.star')}
          onClick={() => runtime.change({ kind: 'starred', id: search.id, starred: !search.starred })}>
          <FormattedMessage id={search.starred ? 'searches.action.unstar' : 'searches.action.star'} />
        </button>
        {!renaming && (
          <button type="button" className="button" aria-label={label('searches.rename')} onClick={() => setRenaming(true)}>
            <FormattedMessage id="searches.action.rename" />
          </button>
        )}
        {search.what !== '' && (
          <button type="button" className="button" aria-label={label('searches.toAlert')} onClick={() => onCreateAlert(search)}>
            <FormattedMessage id="searches.action.toAlert" />
          </button>
        )}
        <button type="button" className="button" aria-label={label('searches.delete')} onClick={() => runtime.change({ kind: 'deleted', id: search.id })}>
          <FormattedMessage id="searches.action.delete" />
        </button>
      </div>
    </li>
  )
}

/** Renames a search in place; Escape or Cancel keeps its name. */
function RenameForm({ search, name, onDone }: { readonly search: RecentSearch; readonly name: string; readonly onDone: (name: string | null) => void }) {
  const id = useId()
  return (
    <form className="communication-rename" onSubmit={(event) => {
      event.preventDefault()
      onDone(String(new FormData(event.currentTarget).get('name') ?? '').trim())
    }} onKeyDown={(event) => event.key === 'Escape' && onDone(null)}>
      <label htmlFor={id}>
        <FormattedMessage id="searches.renameLabel" />
      </label>
      <input id={id} name="name" defaultValue={search.name || name} maxLength={80} autoFocus />
      <button type="submit" className="button button--primary">
        <FormattedMessage id="searches.renameSave" />
      </button>
      <button type="button" className="button" onClick={() => onDone(null)}>
        <FormattedMessage id="searches.renameCancel" />
      </button>
    </form>
  )
}
