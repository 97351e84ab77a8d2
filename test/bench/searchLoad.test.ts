import { describe, expect, it } from 'vitest'
import { platform } from 'node:os'
import { runWork } from './search-load'
import { perRequest, sampleCpu } from './cpuUse'
import { distinctMix, searchUniverse, steadyMissShare, steadyZipfMix, zipfMix, ZIPF_QUERIES } from './search-queries'

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

  it("models a long-running cache's misses: what expires at the mix's rate", () => {
    // Zipf 1 over 12,000 searches: ~2.4 % at 1,500 req/s with 5 minutes, ~13 % with 30 s (docs/decisions.md).
    expect(steadyMissShare(1500, 300_000)).toBeCloseTo(0.0236, 3)
    expect(steadyMissShare(1500, 30_000)).toBeCloseTo(0.130, 2)
    expect(steadyMissShare(3000, 300_000)).toBeLessThan(steadyMissShare(1500, 300_000))
    // One search asked at 1 req/s and kept 1 s: it misses every other request.
    expect(steadyMissShare(1, 1000, 1)).toBeCloseTo(0.5, 6)
  })

  it('replaces that share of the Zipf mix with searches never asked, apart from the distinct runs', () => {
    const zipf = new Set(searchUniverse().slice(0, ZIPF_QUERIES).map((criteria) => JSON.stringify(criteria)))
    const none = steadyZipfMix(2000, 7, 0, 0).map((criteria) => JSON.stringify(criteria))
    expect(none.every((key) => zipf.has(key))).toBe(true)
    // Drawn as zipfMix draws: its most asked search is the mix's first.
    const counts = (keys: string[]) => keys.reduce((map, key) => map.set(key, (map.get(key) ?? 0) + 1), new Map<string, number>())
    const top = (keys: string[]) => [...counts(keys)].sort((a, b) => b[1] - a[1])[0]?.[0]
    expect(top(none)).toBe(top(zipfMix(2000, 7).map((criteria) => JSON.stringify(criteria))))
    const distinct = new Set([0, 1, 2].flatMap((run) => distinctMix(2000, run)).map((criteria) => JSON.stringify(criteria)))
    const missed = [0, 1, 2].map((run) => steadyZipfMix(4000, run + 1, 0.025, run).map((criteria) => JSON.stringify(criteria)).filter((key) => !zipf.has(key)))
    for (const keys of missed) {
      expect(keys.length).toBeGreaterThan(60)
      expect(keys.length).toBeLessThan(140)
      expect(new Set(keys).size).toBe(keys.length)
      expect(keys.filter((key) => distinct.has(key))).toEqual([])
    }
    expect(new Set(missed.flat()).size).toBe(missed.flat().length)
  })
})
