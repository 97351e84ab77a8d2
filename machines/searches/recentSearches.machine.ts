import type { ActorRefFrom } from 'xstate'
import { applySearchChange, applySearchChanges, type RecentSearch, type SearchChange, type SearchId } from '../../core/searches'
import { createDeviceListMachine, type DeviceListContext, type DeviceListInput, type DeviceListSessionEvent } from '../deviceList/deviceListMachine'

export type RecentSearchesContext = DeviceListContext<RecentSearch, SearchChange>
export type RecentSearchesInput = DeviceListInput<RecentSearch>

/** The user ran, starred or unstarred, renamed or deleted a search (core/searches SearchChange). */
type ChangedSearches = { readonly type: 'user.changedSearches'; readonly change: SearchChange }
export type RecentSearchesEvent = ChangedSearches | DeviceListSessionEvent

/** What the user sees: the kept list with the changes on their way applied (optimistic). */
export const shownSearches = (context: RecentSearchesContext): readonly RecentSearch[] => applySearchChanges(context.confirmed, context.pending)

/** The change, when it would alter what is shown (an unknown id, a search already on top, a full favorites list: no). */
function searchChangeOf(context: RecentSearchesContext, event: ChangedSearches): SearchChange | null {
  const shown = shownSearches(context)
  return JSON.stringify(applySearchChange(shown, event.change)) !== JSON.stringify(shown) ? event.change : null
}

/** The server's answer to a recorded search replaces the device-made id in the changes still waiting. */
const renamedIds = (pending: readonly SearchChange[], from: SearchId, to: SearchId): SearchChange[] =>
  pending.map((change) => (change.kind !== 'searched' && change.id === from ? { ...change, id: to } : change))

/**
 * The user's recent and favorite searches (machines/deviceList): on the device while signed out, merged into the
 * account at sign-in; signed in, a refused change is dropped with a toast.
 */
export const recentSearchesMachine = createDeviceListMachine<RecentSearchesContext, RecentSearchesInput, ChangedSearches, RecentSearch, SearchChange, RecentSearch | null>({
  id: 'recentSearches',
  changeEvents: ['user.changedSearches'],
  extra: () => ({}),
  changeOf: searchChangeOf,
  apply: (list, change) => applySearchChange(list, change),
  // A recorded search answers the account's entry, with the server's id.
  answered: (sent, answer, rest) =>
    sent.kind === 'searched' && answer !== null ? { change: { kind: 'searched', search: answer }, rest: renamedIds(rest, sent.search.id, answer.id) } : { change: sent, rest },
  failureNotice: () => ({ id: 'searches.changeFailed' }),
  loadFailed: { id: 'searches.changeFailed' },
})

export type RecentSearchesMachine = typeof recentSearchesMachine
export type RecentSearchesActor = ActorRefFrom<RecentSearchesMachine>
