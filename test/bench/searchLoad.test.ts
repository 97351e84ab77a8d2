import { describe, expect, it } from 'vitest'
import { platform } from 'node:os'
import { runWork } from './search-load'
import { perRequest, sampleCpu } from './cpuUse'

describe('the search bench figures', () => {
  it('splits latencies by the kind each request was given when sent, in the order sent', async () => {
    const seen = new Set<string>()
    const kindOf = (criteria: Record<string, unknown>) => {
      const key = JSON.stringify(criteria)
      if (seen.has(key)) return 'again'
      seen.add(key)
      return 'first'
    }
    // A first-time search takes 20 ms, a repeated one 1 ms: as a cache would make them.
    const asked = new Set<string>()
    const send = async (criteria: Record<string, unknown>) => {
      const key = JSON.stringify(criteria)
      await new Promise((resolve) => setTimeout(resolve, asked.has(key) ? 1 : 20))
      asked.add(key)
      return 'ok' as const
    }
    const work = [{ what: 'a' }, { what: 'b' }, { what: 'a' }, { what: 'a' }, { what: 'c' }, { what: 'b' }, { what: 'a' }, { what: 'a' }]
    const figures = await runWork(send, work, 1, kindOf)
    expect(figures.kinds?.first?.requests).toBe(3)
    expect(figures.kinds?.again?.requests).toBe(5)
    expect(figures.kinds?.first?.p50).toBeGreaterThan(figures.kinds?.again?.p95 ?? Number.POSITIVE_INFINITY)
  })

  it('gives no kinds when not asked for them', async () => {
    const figures = await runWork(async () => 'ok', [{ what: 'a' }], 1)
    expect(figures.kinds).toBeUndefined()
  })

  it('divides the CPU each side spent by the requests', () => {
    const before = { server: 100, database: 1000, client: 50, other: 10 }
    const after = { server: 300, database: 1800, client: 90, other: 30 }
    expect(perRequest(before, after, 100)).toEqual({ server: 2, database: 8, client: 0.4, other: 0.2 })
    expect(perRequest(null, after, 100)).toBeNull()
    expect(perRequest(before, after, 0)).toBeNull()
  })

  it.runIf(platform() === 'linux')("counts this process's CPU as the clients'", () => {
    const before = sampleCpu(undefined)
    // 50 ms of this process's own CPU (not of the wall clock: a busy machine may give it less), several /proc ticks.
    const start = process.cpuUsage()
    let spin = 0
    while (process.cpuUsage(start).user < 50_000) spin++
    const after = sampleCpu(undefined)
    expect(spin).toBeGreaterThan(0)
    expect(after!.client - before!.client).toBeGreaterThan(0)
    expect(after!.server).toBe(0)
  })
})
