import { describe, expect, it } from 'vitest'
import type { JobSummary, SearchApi, SearchCriteria, SearchResult } from '../../../core/search'
import { CACHED_SEARCHES, createSearchSessions } from '../../../machines/search/searchSession'

const job = (id: string): JobSummary =>
  ({ id, slug: 'nurse', title: 'Nurse', summary: '', skills: [] }) as unknown as JobSummary

/** A fake API serving two pages per search; every call is recorded. */
function fakeApi() {
  const calls: SearchCriteria[] = []
  const api: SearchApi = {
    async searchJobs(criteria) {
      calls.push(criteria)
      const second = criteria.cursor === 'page-2'
      const result: SearchResult = {
        documents: second ? [job('b')] : [job('a')],
        hits: { total: { value: 2, relation: 'eq' } },
        cursor: second ? null : 'page-2',
        complete: second,
        message: null,
        alternatives: [],
      }
      return result
    },
    lookupJob: () => Promise.reject(new Error('lookupJob is not faked')),
  }
  return { api, calls }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the app\'s searches', () => {
  it('starts the search and sends the cursor for the next page', async () => {
    const { api, calls } = fakeApi()
    const searches = createSearchSessions(api)
    const actor = searches.obtain({ what: 'nurse' })
    await settle()
    expect(actor.getSnapshot().value).toBe('showingResults')
    actor.send({ type: 'user.nextPageRequested' })
    await settle()
    expect(actor.getSnapshot().value).toBe('exhausted')
    expect(actor.getSnapshot().context.jobs.map((each) => each.id)).toEqual(['a', 'b'])
    expect(calls).toEqual([{ what: 'nurse' }, { what: 'nurse', cursor: 'page-2' }])
  })

  it('hands back the same actor, pages still loaded, for the same search', async () => {
    const { api, calls } = fakeApi()
    const searches = createSearchSessions(api)
    const first = searches.obtain({ what: 'nurse', where: 'Austin, TX' })
    await settle()
    expect(searches.obtain({ what: 'nurse', where: 'Austin, TX' })).toBe(first)
    expect(calls).toHaveLength(1)
  })

  it('stops the least recently used search beyond the cache size', async () => {
    const { api } = fakeApi()
    const searches = createSearchSessions(api)
    const oldest = searches.obtain({ what: 'search 0' })
    for (let index = 1; index <= CACHED_SEARCHES; index += 1) searches.obtain({ what: `search ${index}` })
    await settle()
    expect(oldest.getSnapshot().status).toBe('stopped')
    expect(searches.obtain({ what: 'search 0' })).not.toBe(oldest)
  })

  it('keeps the searches of two apps apart, and stops them all', async () => {
    const { api, calls } = fakeApi()
    const one = createSearchSessions(api)
    const other = createSearchSessions(api)
    const first = one.obtain({ what: 'nurse' })
    expect(other.obtain({ what: 'nurse' })).not.toBe(first)
    expect(calls).toHaveLength(2)
    one.stop()
    expect(first.getSnapshot().status).toBe('stopped')
    expect(one.obtain({ what: 'nurse' })).not.toBe(first)
  })

  it('retries a cached search that had failed', async () => {
    let failing = true
    const api: SearchApi = {
      searchJobs: async () => {
        if (failing) throw { _tag: 'NetworkError' }
        return { documents: [], hits: { total: { value: 0, relation: 'eq' } }, cursor: null, complete: true, message: 'search.noMatches', alternatives: [] }
      },
      lookupJob: () => Promise.reject(new Error('lookupJob is not faked')),
    }
    const searches = createSearchSessions(api)
    const actor = searches.obtain({ what: 'welder' })
    await settle()
    expect(actor.getSnapshot().context.error).toBe('search.somethingWentWrong')
    failing = false
    searches.obtain({ what: 'welder' })
    await settle()
    expect(actor.getSnapshot().value).toBe('exhausted')
    expect(actor.getSnapshot().context.message).toBe('search.noMatches')
  })
})
