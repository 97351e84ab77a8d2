import * as v from 'valibot'
import { signedInOnly } from '../api/signedInOnly'
import type { Api } from '../api/transport'
import { RecentSearchSchema, SearchesAnswerSchema, type RecentSearch, type RecordSearchRequest, type SearchId, type UpdateSearchRequest } from './schemas'

/** The recent and favorite searches' calls (docs/api.md, "Searches"), signed in; each rejects with an ApiError. */
export interface SearchesApi {
  list(): Promise<readonly RecentSearch[]>
  record(search: RecordSearchRequest): Promise<RecentSearch>
  update(id: SearchId, change: UpdateSearchRequest): Promise<RecentSearch>
  remove(id: SearchId): Promise<void>
  merge(searches: readonly RecentSearch[]): Promise<readonly RecentSearch[]>
}

const path = (id: SearchId) => `/rest/searches/${encodeURIComponent(id)}`

export const createSearchesApi = (transport: Api): SearchesApi => {
  // For a full session only (adapters/server): none of these goes out without a token (core/api/signedInOnly.ts).
  const api = signedInOnly(transport)
  return {
    list: () => api.call({ method: 'GET', path: '/rest/searches', schema: SearchesAnswerSchema }).then((answer) => answer.searches),
    record: (search) => api.call({ method: 'POST', path: '/rest/searches', body: search, schema: RecentSearchSchema }),
    update: (id, change) => api.call({ method: 'PATCH', path: path(id), body: change, schema: RecentSearchSchema }),
    remove: (id) => api.call({ method: 'DELETE', path: path(id), schema: v.unknown() }).then(() => undefined),
    merge: (searches) =>
      api.call({ method: 'POST', path: '/rest/searches/merge', body: { searches }, schema: SearchesAnswerSchema }).then((answer) => answer.searches),
  }
}
