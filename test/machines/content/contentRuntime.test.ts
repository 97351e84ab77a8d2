import { describe, expect, it, vi } from 'vitest'
import type { Api } from '../../../core/api'
import { TOPICS } from '../../../core/realtime'
import { createContentRuntime } from '../../../machines/content/contentRuntime'
import type { RealtimeMessage } from '../../../machines/realtime/realtimeRuntime'
import type { RealtimeServices } from '../../../machines/realtime/realtimeServices'

/** A transport whose content answers carry a version that goes up by one on each call of a path. */
function versionedTransport() {
  const calls: string[] = []
  const transport: Api = {
    call: (call) => {
      calls.push(call.path)
      const version = calls.filter((path) => path === call.path).length
      const page = { key: 'about', title: `About v${version}`, description: 'd', html: '<p>x</p>', updatedAt: '2026-11-01T00:00:00.000Z', version }
      const answer = call.path === '/rest/content/news' ? { articles: [] } : page
      return Promise.resolve(answer as never)
    },
  }
  return { transport, calls }
}

/** The realtime part as the content runtime sees it: one watch at a time, its listener called by `push`. */
function fakeRealtime() {
  const watching: { path: string; listener: (message: RealtimeMessage) => void }[] = []
  const unwatched = vi.fn()
  const services = {
    watch: (path: string, listener: (message: RealtimeMessage) => void) => {
      const entry = { path, listener }
      watching.push(entry)
      return () => {
        watching.splice(watching.indexOf(entry), 1)
        unwatched(path)
      }
    },
  } as unknown as RealtimeServices
  const push = () => {
    for (const { path, listener } of [...watching]) listener({ path, data: { source: '/rest/content/pages/about' } })
  }
  return { realtime: () => Promise.resolve(services), watching, unwatched, push }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the content runtime: content through the API cache, refreshed by /rest/cms', () => {
  it('while a page follows, a CMS change re-fetches the sourced answers and tells it; its next read takes the new answer without another call', async () => {
    const { transport, calls } = versionedTransport()
    const channel = fakeRealtime()
    const content = createContentRuntime({ transport, realtime: channel.realtime })
    expect((await content.page('about')).title).toBe('About v1')
    await content.news()
    const changed = vi.fn()
    const stop = content.follow(changed)
    await settle()
    expect(channel.watching.map((each) => each.path)).toEqual([TOPICS.cms])
    channel.push()
    await settle()
    expect(changed).toHaveBeenCalledOnce()
    // Both entries have a source: both were fetched again.
    expect(calls).toEqual(['/rest/content/pages/about', '/rest/content/news', '/rest/content/pages/about', '/rest/content/news'])
    expect((await content.page('about')).title).toBe('About v2')
    expect(calls).toHaveLength(4)
    stop()
    expect(channel.unwatched).toHaveBeenCalledWith(TOPICS.cms)
    expect(channel.watching).toEqual([])
  })

  it('the subscription is held once however many follow, and let go with the last', async () => {
    const channel = fakeRealtime()
    const content = createContentRuntime({ transport: versionedTransport().transport, realtime: channel.realtime })
    const stopA = content.follow(() => {})
    const stopB = content.follow(() => {})
    await settle()
    expect(channel.watching).toHaveLength(1)
    stopA()
    expect(channel.watching).toHaveLength(1)
    stopB()
    expect(channel.watching).toHaveLength(0)
  })

  it('a follow stopped before the channel loaded never subscribes; a channel that cannot load is only warned about', async () => {
    const channel = fakeRealtime()
    const content = createContentRuntime({ transport: versionedTransport().transport, realtime: channel.realtime })
    content.follow(() => {})()
    await settle()
    expect(channel.watching).toHaveLength(0)
    const warn = vi.fn()
    const without = createContentRuntime({ transport: versionedTransport().transport, realtime: () => Promise.reject(new Error('loadSocket not provided')), warn })
    without.follow(() => {})
    await settle()
    expect(warn).toHaveBeenCalledOnce()
    expect((await without.page('about')).title).toBe('About v1')
  })
})
