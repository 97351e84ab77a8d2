import { describe, expect, test } from 'vitest'
import type { SearchCriteria, SearchResult } from '../../../core/search'
import { ANSWER_TTL_MS, createCachedSearchIndex } from '../../../adapters/server/search/cachedSearchIndex'
import { ResultCache } from '../../../adapters/server/search/resultCache'
import type { SearchIndex } from '../../../adapters/server/search/searchIndex'

/** A search index that answers every search with a page naming it, and counts what it was asked. */
function countingIndex(): SearchIndex & { asked: string[] } {
  const asked: string[] = []
  return {
    asked,
    async search(criteria: SearchCriteria) {
      asked.push(criteria.what ?? '')
      const result: SearchResult = {
        documents: [], hits: { total: { value: 0, relation: 'eq' } }, cursor: null, complete: true, message: null,
        alternatives: [], ...({ note: `${criteria.what} `.repeat(400) } as object),
      }
      return { _tag: 'SearchAnswered', result }
    },
    lookup: async () => null,
    suggestWhat: async () => [],
  }
}

describe('the result cache bounds (search/resultCache.ts)', () => {
  test('bytes: past maxBytes the least recently used entries go first', () => {
    const cache = new ResultCache<string>({ maxBytes: 10, weigh: (value: string) => value.length })
    cache.set('a', 'aaaa', 0)
    cache.set('b', 'bbbb', 0)
    expect(cache.get('a')).toBe('aaaa')
    cache.set('c', 'cccc', 0)
    expect(cache.bytes).toBe(8)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe('aaaa')
    cache.set('a', 'aa', 0)
    expect(cache.bytes).toBe(6)
    cache.invalidate()
    expect(cache.bytes).toBe(0)
  })

  test('through keeps what `stored` makes of the value, and nothing when it says undefined', async () => {
    const cache = new ResultCache<string>()
    expect(await cache.through('a', async () => 'long form', (value) => value.slice(0, 4))).toBe('long form')
    expect(cache.get('a')).toBe('long')
    expect(await cache.through('b', async () => 'kept not', async () => undefined)).toBe('kept not')
    expect(cache.get('b')).toBeUndefined()
    // A kept form that cannot be made: the value is answered all the same, and nothing is kept.
    expect(await cache.through('c', async () => 'answered', () => Promise.reject(new Error('no brotli')))).toBe('answered')
    expect(cache.get('c')).toBeUndefined()
  })

  test('an entry lives its age limit from when it was stored, however often it is read', () => {
    let now = 0
    const cache = new ResultCache<string>({ ttlMs: 1000, clock: () => now })
    cache.set('a', 'x', 0)
    now = 900
    expect(cache.get('a')).toBe('x')
    now = 1001
    expect(cache.get('a')).toBeUndefined()
  })
})

describe('cached first pages (search/cachedSearchIndex.ts)', () => {
  const search = (what: string) => ({ what }) as SearchCriteria

  test('are kept five minutes, then asked again', async () => {
    let now = 0
    const index = countingIndex()
    const cached = createCachedSearchIndex(index, { answers: { clock: () => now } })
    await cached.searchEncoded(search('nurse'), new Date())
    now = ANSWER_TTL_MS - 1
    await cached.searchEncoded(search('Nurse '), new Date())
    expect(index.asked).toEqual(['nurse'])
    now = ANSWER_TTL_MS + 1
    await cached.searchEncoded(search('nurse'), new Date())
    expect(index.asked).toEqual(['nurse', 'nurse'])
  })

  test('are kept compact, and answer the same page from the cache as fresh', async () => {
    const index = countingIndex()
    const cached = createCachedSearchIndex(index)
    const fresh = await cached.search(search('welder'), new Date())
    const again = await cached.search(search('welder'), new Date())
    expect(index.asked).toEqual(['welder'])
    expect(again).toEqual(fresh)
    const json = JSON.stringify(fresh._tag === 'SearchAnswered' ? fresh.result : null).length
    expect(cached.searches.bytes).toBeGreaterThan(0)
    expect(cached.searches.bytes).toBeLessThan(json / 4)
  })

  test('are dropped past the byte budget, least recently used first', async () => {
    const index = countingIndex()
    const cached = createCachedSearchIndex(index, { answers: { maxBytes: 1000 } })
    for (const what of ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot']) await cached.searchEncoded(search(what), new Date())
    expect(cached.searches.bytes).toBeLessThanOrEqual(1000)
    expect(cached.searches.size).toBeLessThan(6)
    await cached.searchEncoded(search('foxtrot'), new Date())
    await cached.searchEncoded(search('alpha'), new Date())
    expect(index.asked.slice(6)).toEqual(['alpha'])
  })
})
