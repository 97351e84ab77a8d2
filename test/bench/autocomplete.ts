/**
 * Autocomplete latency over HTTP: GET /rest/suggestions/{what,where} as a user types, one keystroke at a time
 * (a real server on an ephemeral port, fetch with keep-alive), at 100,000 jobs on the embedded PGlite default.
 *
 *   npm run bench -- autocomplete
 *   npx tsx test/bench/autocomplete.ts       the same, without the runner
 *
 * Shares .bench/pglite-100000 (and its lock) with the search bench. Target: p95 <= 15 ms.
 */
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { loadavg } from 'node:os'
import { serve } from '@hono/node-server'
import { createApp } from '../../adapters/server/app'
import { prepare, takeLock } from './search'

const WHAT = ['registered nurse', 'software engineer', 'sales', 'accountant', 'teacher', 'truck driver', 'warehouse associate',
  'marketing manager', 'electrician', 'data scientist', 'customer service', 'project manager', 'react', 'icu nurse',
  'financial analyst', 'cnc machinist', 'paralegal', 'recruiter', 'physical therapist', 'python', 'forklift', 'epic']
const WHERE = ['Austin, TX', 'Houston', 'New York, NY', 'Chicago', 'Los Angeles', 'Atlanta', 'Denver, CO', 'Seattle',
  'San Antonio', 'Phoenix', 'Dallas', 'Philadelphia', '78701', '10001', '60601', 'Texas', 'California', 'Aurora, IL']
const ROUNDS = 4
const WARM_UP = 50

/** Every prefix a user types on the way to each term ("e", "el", "ele", ...), as request paths. */
function keystrokes(field: 'what' | 'where', terms: readonly string[]): string[] {
  return terms.flatMap((term) => Array.from({ length: term.length }, (_, i) => `/rest/suggestions/${field}?q=${encodeURIComponent(term.slice(0, i + 1))}`))
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function timeAll(base: string, paths: readonly string[]): Promise<{ p50: number; p95: number; p99: number; errors: number }> {
  const latencies: number[] = []
  let errors = 0
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of paths) {
      const started = performance.now()
      const response = await fetch(base + path)
      await response.arrayBuffer()
      latencies.push(performance.now() - started)
      if (!response.ok) errors++
    }
  }
  latencies.sort((a, b) => a - b)
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), errors }
}

/** Runs the autocomplete benchmark and returns the lines to print. */
export default async function run(): Promise<string[]> {
  const release = takeLock()
  const db = await prepare({ dataDir: '.bench/pglite-100000' }, 100_000)
  const app = createApp({ db, distDir: '.bench/no-dist', logError: (error) => console.error(error) })
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0 }, () => resolve(s as Server)) as Server
  })
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const what = keystrokes('what', WHAT)
    const where = keystrokes('where', WHERE)
    await timeAll(base, [...what, ...where].slice(0, WARM_UP))
    const rows = [['what (titles, skills; SQL)', what, await timeAll(base, what)], ['where (gazetteer; memory)', where, await timeAll(base, where)]] as const
    const ms = (n: number) => n.toFixed(1).padStart(6)
    return [
      'One client typing: every prefix of each term, each a GET /rest/suggestions/{field}?q=... over HTTP with keep-alive,',
      `${ROUNDS} rounds. 100,000 jobs on PGlite. Target: p95 <= 15 ms.`,
      '| field                      | requests | p50 ms | p95 ms | p99 ms | errors |',
      '|----------------------------|----------|--------|--------|--------|--------|',
      ...rows.map(([name, paths, f]) => `| ${name.padEnd(26)} | ${String(paths.length * ROUNDS).padStart(8)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${String(f.errors).padStart(6)} |`),
      `load average during the run: ${loadavg().map((n) => n.toFixed(1)).join(' ')} on this machine`,
      'reproduce: npm run bench -- autocomplete   (or npx tsx test/bench/autocomplete.ts)',
    ]
  } finally {
    server.close()
    await db.close()
    release()
  }
}

if (process.argv[1]?.endsWith('autocomplete.ts')) {
  run().then((lines) => console.log(lines.join('\n')), (error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
