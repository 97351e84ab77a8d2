import { METRICS_PER_CALL, type Metric } from '../../core/diagnostics'

/** Metrics gathered on a page and sent together: when the page is hidden, or once a call's worth has gathered. */
export interface MetricsBatch {
  add(metric: Metric): void
  /** Sends what has gathered (the edge calls it when the page is hidden: the vitals' final values come then). */
  flush(): void
}

/** `send` posts one array to POST /rest/metrics (a keepalive request, so it survives the page closing). */
export function createMetricsBatch(send: (metrics: readonly Metric[]) => void): MetricsBatch {
  let gathered: Metric[] = []
  const flush = () => {
    if (gathered.length === 0) return
    const batch = gathered
    gathered = []
    send(batch)
  }
  return {
    add(metric) {
      gathered.push(metric)
      if (gathered.length >= METRICS_PER_CALL) flush()
    },
    flush,
  }
}
