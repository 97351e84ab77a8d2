import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { webSocketPort } from '../../../adapters/browser/webSocketPort'
import { realClock } from '../../../adapters/browser/realClock'
import { TOPICS } from '../../../core/realtime'
import type { Db } from '../../../adapters/server/db/db'
import { createRealtimeRuntime, type RealtimeRuntime } from '../../../machines/realtime/realtimeRuntime'
import { openSeededPglite } from '../helpers'
import { startRealtimeServer, type RealtimeTestServer } from './harness'
import { FIRST_JITTER_WINDOW_MS, SPREAD_FLOOR, isSpreadOut, spreadOf } from './reconnectSpread'
import { reconnectDelay } from '../../../core/realtime'
import { createRandom } from '../../../adapters/server/seed/random'

const CLIENTS = 100
const WANTED = [TOPICS.notifications, TOPICS.applications, TOPICS.cms]
let db: Db
let server: RealtimeTestServer
const clients: RealtimeRuntime[] = []

const connectedAt: number[][] = []

/** Resolves once every client has connected after `since` and has all its topics confirmed by the server there. */
const allSubscribed = (since = 0) =>
  Promise.all(
    clients.map(
      (client, index) =>
        new Promise<void>((resolve) => {
          const done = () =>
            (connectedAt[index]!.at(-1) ?? -1) > since && WANTED.every((path) => client.actor.getSnapshot().context.active.includes(path))
          if (done()) return resolve()
          const subscription = client.actor.subscribe(() => {
            if (!done()) return
            subscription.unsubscribe()
            resolve()
          })
        }),
    ),
  )

beforeAll(async () => {
  db = await openSeededPglite()
  server = await startRealtimeServer(db, () => new Date())
})
afterAll(async () => {
  for (const client of clients) client.stop()
  await server?.close()
  await db?.close()
})

/** The headless clients are the app's own realtime runtime (machine + browser adapter over Node's WebSocket), real clock, real jitter. */
describe(`${CLIENTS} socket clients and a server restart`, () => {
  test('every client reconnects, spread out in time, and none is left unsubscribed', async () => {
    const { jwt } = await server.signUp('restart.realtime@example.com')
    const url = server.url
    for (let index = 0; index < CLIENTS; index++) {
      const client = createRealtimeRuntime({ socket: webSocketPort(globalThis.WebSocket), clock: realClock, url, random: Math.random })
      connectedAt.push([])
      client.actor.on('realtime.connected', () => connectedAt[index]!.push(performance.now()))
      client.tokenChanged(jwt)
      client.subscribe(TOPICS.notifications, { private: true, after: 0 })
      client.subscribe(TOPICS.applications, { private: true })
      client.subscribe(TOPICS.cms)
      client.start()
      clients.push(client)
    }
    await allSubscribed()
    expect(server.app.realtime.connectionCount()).toBe(CLIENTS)

    // The restart: every socket dropped, the server gone, then a new one on the same port and database.
    const port = server.port
    const restartedAt = performance.now()
    await server.close()
    server = await startRealtimeServer(db, () => new Date(), {}, port)
    await allSubscribed(restartedAt)

    const back = connectedAt.map((times) => times.at(-1)! - restartedAt)
    expect(back.every((ms) => ms > 0)).toBe(true)
    expect(server.app.realtime.connectionCount()).toBe(CLIENTS)
    const spread = spreadOf(back)
    const at = spread.percentile
    console.log(
      `[realtime restart] ${CLIENTS} clients back after ${at(0)}-${at(1)} ms (p10 ${at(0.1)}, p50 ${at(0.5)}, p90 ${at(0.9)}): ` +
        `jitter spread ${at(1) - at(0)} ms, p10-p90 ${spread.p10p90Ms} ms (floor ${SPREAD_FLOOR.p10p90Ms}); ` +
        `distinct 100 ms buckets ${spread.buckets} (floor ${SPREAD_FLOOR.buckets})`,
    )
    expect(spread.p10p90Ms).toBeGreaterThanOrEqual(SPREAD_FLOOR.p10p90Ms)
    expect(spread.buckets).toBeGreaterThanOrEqual(SPREAD_FLOOR.buckets)
  }, 120_000)
})

/** The spread check bites on the reconnect schedule itself (pure: the backoff's delays, no sockets, no clock). */
describe('the reconnect spread check', () => {
  const schedule = (jitters: readonly number[], delay: (attempt: number, jitter: number) => number) => jitters.map((jitter) => delay(0, jitter))
  const random = createRandom(12)
  const jitters = Array.from({ length: CLIENTS }, () => random.next())

  test(`the jittered backoff's first reconnects of ${CLIENTS} clients pass it (window ${FIRST_JITTER_WINDOW_MS} ms)`, () => {
    expect(isSpreadOut(spreadOf(schedule(jitters, reconnectDelay)))).toBe(true)
  })

  test('planted: a backoff without jitter (every client waits the same) fails it', () => {
    const noJitter = (attempt: number) => reconnectDelay(attempt, 0.5)
    const spread = spreadOf(schedule(jitters, noJitter))
    expect(spread).toMatchObject({ p10p90Ms: 0, buckets: 1 })
    expect(isSpreadOut(spread)).toBe(false)
  })
})
