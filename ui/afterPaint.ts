import type { Metric } from '../core/diagnostics'
import type { ClockPort } from '../core/ports'
import type { SendAction } from '../machines/diagnostics/actionQueue'
import { createActionSender } from '../machines/diagnostics/actionSender'
import { createMetricsBatch } from '../machines/diagnostics/metricsBatch'
import type { ToastStore } from '../machines/toasts/toastStore'

export interface AfterPaintDeps {
  readonly toasts: ToastStore
  readonly clock: ClockPort
  readonly apiUrl: () => string
  /** Hands the product actions' sender to the first screen's queue (machines/diagnostics/actionQueue.ts). */
  readonly connectActions: (send: SendAction) => void
  /** The web-vitals adapter (its own chunk). */
  readonly loadWebVitals: () => Promise<{
    observeWebVitals(report: (metric: Metric) => void): void
    sendKeepalive(url: string, body: unknown): void
  }>
  /** Registers /sw.js; calls back with the activation of a waiting new version. */
  readonly registerServiceWorker: (onUpdateReady: (activate: () => void) => void) => Promise<void>
}

/**
 * What starts once the first screen has painted, in its own chunk: the web vitals of this visit sent through
 * POST /rest/metrics when the page is hidden, the product actions (one POST /rest/actions each), the offline toast while the browser is offline, and the service worker
 * with its "new version" toast.
 */
export function startAfterPaint(deps: AfterPaintDeps): void {
  const { toasts } = deps
  let offlineToast: number | null = null
  const followNetwork = () => {
    if (!navigator.onLine && offlineToast === null) {
      offlineToast = toasts.show({ message: { id: 'offline.banner' }, color: 'warning', position: 'top', timeout: 0 })
    } else if (navigator.onLine && offlineToast !== null) {
      toasts.dismiss(offlineToast)
      offlineToast = null
    }
  }
  addEventListener('online', followNetwork)
  addEventListener('offline', followNetwork)
  followNetwork()

  void deps.loadWebVitals().then(({ observeWebVitals, sendKeepalive }) => {
    const api = (path: string) => `${deps.apiUrl().replace(/\/+$/, '')}${path}`
    deps.connectActions(createActionSender({ send: (body) => sendKeepalive(api('/rest/actions'), body), clock: deps.clock }))
    const batch = createMetricsBatch((metrics) => sendKeepalive(api('/rest/metrics'), metrics))
    observeWebVitals((metric) => batch.add(metric))
    addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') batch.flush()
    })
  })

  deps.registerServiceWorker((activate) =>
    toasts.show({ message: { id: 'offline.newVersion' }, color: 'info', timeout: 0, actions: [{ label: 'offline.reload', run: activate }] }),
  ).catch((error: unknown) => console.warn('The service worker was not registered:', error))
}
