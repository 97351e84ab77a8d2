import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createTestClock } from '../../adapters/memory'
import type { Metric } from '../../core/diagnostics'
import { createToastStore, type ToastStore } from '../../machines/toasts/toastStore'
import { createActionQueue } from '../../machines/diagnostics/actionQueue'
import { startAfterPaint } from '../../ui/afterPaint'

/** The page around startAfterPaint: window events, document visibility, the network flag. */
let page: EventTarget
const documentState = { visibilityState: 'visible' as DocumentVisibilityState }
beforeEach(() => {
  page = new EventTarget()
  vi.stubGlobal('addEventListener', page.addEventListener.bind(page))
  vi.stubGlobal('document', documentState)
  vi.stubGlobal('navigator', { onLine: true })
  documentState.visibilityState = 'visible'
})
afterEach(() => void vi.unstubAllGlobals())

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(toasts: ToastStore = createToastStore(createTestClock())) {
  let report: (metric: Metric) => void = () => {
    throw new Error('web vitals not observed')
  }
  const posted: { url: string; body: unknown }[] = []
  let offerUpdate: ((activate: () => void) => void) | undefined
  let path = '/'
  const actions = createActionQueue(() => path)
  startAfterPaint({
    toasts,
    clock: createTestClock(),
    connectActions: actions.connect,
    apiUrl: () => 'https://api.example/',
    loadWebVitals: async () => ({ observeWebVitals: (listener) => void (report = listener), sendKeepalive: (url, body) => void posted.push({ url, body }) }),
    registerServiceWorker: async (onUpdateReady) => void (offerUpdate = onUpdateReady),
  })
  return { toasts, posted, actions, at: (page: string) => void (path = page), report: (metric: Metric) => report(metric), offerUpdate: (activate: () => void) => offerUpdate?.(activate) }
}

describe('after the first paint', () => {
  test('the web vitals of the visit go to POST /rest/metrics in one keepalive call when the page is hidden', async () => {
    const visit = start()
    await settle()
    visit.report({ name: 'LCP', value: 900, rating: 'good' })
    visit.report({ name: 'CLS', value: 0.01, rating: 'good' })
    visit.report({ name: 'INP', value: 40, rating: 'good' })
    page.dispatchEvent(new Event('visibilitychange'))
    expect(visit.posted).toEqual([])
    documentState.visibilityState = 'hidden'
    page.dispatchEvent(new Event('visibilitychange'))
    expect(visit.posted).toEqual([{ url: 'https://api.example/rest/metrics', body: [expect.objectContaining({ name: 'LCP' }), expect.objectContaining({ name: 'CLS' }), expect.objectContaining({ name: 'INP' })] }])
  })

  test('a product action recorded before the sender loaded goes to POST /rest/actions alone, with the path it happened on', async () => {
    const visit = start()
    visit.actions.record({ name: 'search.submitted', data: { what: true, where: false } })
    visit.at('/search')
    expect(visit.posted).toEqual([])
    await settle()
    visit.actions.record({ name: 'job.opened', data: { from: 'results', position: 3 } })
    expect(visit.posted).toEqual([
      { url: 'https://api.example/rest/actions', body: [{ name: 'search.submitted', path: '/', data: { what: true, where: false } }] },
      { url: 'https://api.example/rest/actions', body: [{ name: 'job.opened', path: '/search', data: { from: 'results', position: 3 } }] },
    ])
  })

  test('a waiting new version of the service worker shows the "new version" toast; its Reload activates it', async () => {
    const visit = start()
    await settle()
    expect(visit.toasts.getSnapshot()).toEqual([])
    const activate = vi.fn()
    visit.offerUpdate(activate)
    const [toast] = visit.toasts.getSnapshot()
    expect(toast).toMatchObject({ message: { id: 'offline.newVersion' }, color: 'info', timeout: 0, actions: [{ label: 'offline.reload' }] })
    const reload = toast?.actions[0]
    if (!reload || !('run' in reload)) throw new Error('no Reload action')
    reload.run()
    expect(activate).toHaveBeenCalledOnce()
  })
})
