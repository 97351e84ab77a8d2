import { onCLS, onINP, onLCP, type MetricType } from 'web-vitals'
import type { Metric } from '../../core/diagnostics'

/**
 * Follows the web vitals of this visit (LCP, INP, CLS) with the web-vitals library; loaded after the first paint (its
 * observers read the buffered entries, so nothing before is missed). Each value is handed over as it is final or
 * changes (CLS and INP report again when the page is hidden).
 */
export function observeWebVitals(report: (metric: Metric) => void): void {
  const handOver = (vital: MetricType) =>
    report({ name: vital.name, value: vital.value, rating: vital.rating, id: vital.id, navigationType: vital.navigationType, path: location.pathname.slice(0, 300) })
  onLCP(handOver)
  onINP(handOver)
  onCLS(handOver)
}

/** Posts JSON with `keepalive`, so a request sent as the page is hidden or closed still leaves. */
export function sendKeepalive(url: string, body: unknown): void {
  void fetch(url, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).catch(() => undefined)
}
