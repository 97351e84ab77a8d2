import { afterEach, describe, expect, test, vi } from 'vitest'
import { registerServiceWorker } from '../../../adapters/browser/serviceWorker'

/** A fake ServiceWorkerContainer and registration: what the page's navigator.serviceWorker would do. */
function fakeBrowser({ controlled, waiting }: { controlled: boolean; waiting: boolean }) {
  const container = new EventTarget()
  const registration = new EventTarget() as EventTarget & { waiting: unknown; installing: unknown }
  const worker = (state: string) => Object.assign(new EventTarget(), { state, postMessage: vi.fn() })
  registration.waiting = waiting ? worker('installed') : null
  registration.installing = null
  const serviceWorker = Object.assign(container, {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  })
  const reload = vi.fn()
  vi.stubGlobal('navigator', { serviceWorker })
  vi.stubGlobal('location', { reload })
  return {
    serviceWorker,
    registration,
    reload,
    /** A new version found and installed while the page runs. */
    install() {
      const installing = worker('installing')
      registration.installing = installing
      registration.dispatchEvent(new Event('updatefound'))
      installing.state = 'installed'
      installing.dispatchEvent(new Event('statechange'))
      return installing
    },
  }
}

afterEach(() => void vi.unstubAllGlobals())

describe('registerServiceWorker', () => {
  test('a version installed while the page runs is offered; accepting it tells it to skip waiting, and the page reloads once it controls', async () => {
    const browser = fakeBrowser({ controlled: true, waiting: false })
    const offers: (() => void)[] = []
    await registerServiceWorker((activate) => offers.push(activate))
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
    expect(offers).toEqual([])
    const installed = browser.install()
    expect(offers).toHaveLength(1)
    offers[0]!()
    expect(installed.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' })
    browser.serviceWorker.dispatchEvent(new Event('controllerchange'))
    expect(browser.reload).toHaveBeenCalledOnce()
  })

  test('a version already waiting at load is offered at once', async () => {
    fakeBrowser({ controlled: true, waiting: true })
    const offers: (() => void)[] = []
    await registerServiceWorker((activate) => offers.push(activate))
    expect(offers).toHaveLength(1)
  })

  test('the first install (no worker controls the page yet) offers nothing, and a controller change not asked for does not reload', async () => {
    const browser = fakeBrowser({ controlled: false, waiting: false })
    const offers: (() => void)[] = []
    await registerServiceWorker((activate) => offers.push(activate))
    browser.install()
    browser.serviceWorker.dispatchEvent(new Event('controllerchange'))
    expect(offers).toEqual([])
    expect(browser.reload).not.toHaveBeenCalled()
  })
})
