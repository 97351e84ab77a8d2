import { describe, expect, test } from 'vitest'
import { METRICS_PER_CALL, type Metric } from '../../../core/diagnostics'
import { createMetricsBatch } from '../../../machines/diagnostics/metricsBatch'

const metric = (name: string, value = 1): Metric => ({ name, value })

describe('createMetricsBatch', () => {
  test('gathers the vitals and sends them as one array when flushed; an empty flush sends nothing', () => {
    const sent: (readonly Metric[])[] = []
    const batch = createMetricsBatch((metrics) => sent.push(metrics))
    batch.flush()
    batch.add(metric('LCP', 1200))
    batch.add(metric('CLS', 0.02))
    batch.add(metric('INP', 80))
    expect(sent).toEqual([])
    batch.flush()
    expect(sent).toEqual([[metric('LCP', 1200), metric('CLS', 0.02), metric('INP', 80)]])
    batch.flush()
    expect(sent).toHaveLength(1)
    // A value that changes after the page came back (CLS, INP report again) goes with the next hiding.
    batch.add(metric('CLS', 0.05))
    batch.flush()
    expect(sent).toEqual([[metric('LCP', 1200), metric('CLS', 0.02), metric('INP', 80)], [metric('CLS', 0.05)]])
  })

  test(`sends at once when a call's worth (${METRICS_PER_CALL}) has gathered, never a larger array`, () => {
    const sent: (readonly Metric[])[] = []
    const batch = createMetricsBatch((metrics) => sent.push(metrics))
    for (let index = 0; index < METRICS_PER_CALL * 2 + 3; index++) batch.add(metric(`m${index}`))
    expect(sent.map((metrics) => metrics.length)).toEqual([METRICS_PER_CALL, METRICS_PER_CALL])
    batch.flush()
    expect(sent.map((metrics) => metrics.length)).toEqual([METRICS_PER_CALL, METRICS_PER_CALL, 3])
    expect(sent.flat().map((entry) => entry.name)).toEqual(Array.from({ length: METRICS_PER_CALL * 2 + 3 }, (_, index) => `m${index}`))
  })
})
