import { describe, expect, test, vi } from 'vitest'
import { createApiCache } from '../../../core/api'

/** A call whose answers count up: the nth fetch answers `${name} n`. */
const counting = (name: string) => {
  let n = 0
  return vi.fn(() => Promise.resolve(`${name} ${++n}`))
}

describe('the API cache: a CMS change re-fetches every cached entry that has a source (spec section 7)', () => {
  test('a visit reads afresh; a re-fetch replaces the sourced entries only, and tells its listeners which', async () => {
    const cache = createApiCache()
    const about = counting('about')
    const jobs = counting('jobs')
    expect(await cache.read({ key: 'about', source: '/rest/content/pages/about', fetch: about })).toBe('about 1')
    expect(await cache.read({ key: 'jobs', fetch: jobs })).toBe('jobs 1')
    expect(await cache.read({ key: 'about', source: '/rest/content/pages/about', fetch: about })).toBe('about 2')
    const told: string[][] = []
    cache.onRefetched((keys) => told.push([...keys]))
    expect(await cache.refetchSourced()).toEqual(['about'])
    expect(told).toEqual([['about']])
    expect(jobs).toHaveBeenCalledTimes(1)
    expect(cache.peek('about')).toBe('about 3')
  })

  test("the answer a re-fetch brought is handed out once without another call (the open page's refresh), then reads are fresh again", async () => {
    const cache = createApiCache()
    const news = counting('news')
    const call = { key: 'news', source: '/rest/content/news', fetch: news }
    await cache.read(call)
    await cache.refetchSourced()
    expect(await cache.read(call)).toBe('news 2')
    expect(news).toHaveBeenCalledTimes(2)
    expect(await cache.read(call)).toBe('news 3')
  })

  test('a failed re-fetch keeps the old answer and is only warned about; a failed read falls back to the answer held', async () => {
    const warn = vi.fn()
    const cache = createApiCache({ warn })
    let fail = false
    const fetch = vi.fn(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve('kept')))
    const call = { key: 'about', source: '/rest/content/pages/about', fetch }
    await cache.read(call)
    fail = true
    const told = vi.fn()
    cache.onRefetched(told)
    expect(await cache.refetchSourced()).toEqual([])
    expect(warn).toHaveBeenCalledOnce()
    expect(told).not.toHaveBeenCalled()
    expect(await cache.read(call)).toBe('kept')
    await expect(cache.read({ key: 'never', fetch })).rejects.toThrow('down')
  })

  test('the same call in flight is shared; a re-fetch never reuses a call that left before the change', async () => {
    const cache = createApiCache()
    let release: (value: string) => void = () => {}
    const fetch = vi.fn(() => new Promise<string>((resolve) => (release = resolve)))
    const call = { key: 'news', source: '/rest/content/news', fetch }
    const first = cache.read(call)
    const second = cache.read(call)
    expect(fetch).toHaveBeenCalledTimes(1)
    const refetch = cache.refetchSourced()
    expect(fetch).toHaveBeenCalledTimes(2)
    release('after')
    expect(await refetch).toEqual(['news'])
    void first
    void second
  })

  test('holds at most maxEntries answers, the least recently read going first', async () => {
    const cache = createApiCache({ maxEntries: 2 })
    for (const key of ['a', 'b', 'c']) await cache.read({ key, source: key, fetch: () => Promise.resolve(key) })
    expect(cache.peek('a')).toBeUndefined()
    expect(cache.peek('c')).toBe('c')
  })
})
