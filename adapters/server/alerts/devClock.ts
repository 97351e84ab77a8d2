import { Hono } from 'hono'
import * as v from 'valibot'
import { parseJsonBody } from '../http/jsonBody'
import type { AlertDelivery } from './delivery'

/** The server's clock port as a test clock: the real time plus an offset that only grows. */
export interface OffsetClock {
  now(): Date
  advance(ms: number): Date
}

export function createOffsetClock(real: () => Date = () => new Date()): OffsetClock {
  let offset = 0
  return {
    now: () => new Date(real().getTime() + offset),
    advance(ms) {
      offset += ms
      return new Date(real().getTime() + offset)
    },
  }
}

const AdvanceSchema = v.strictObject({ advanceMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(400 * 24 * 60 * 60 * 1000)) })

/**
 * POST /dev/clock {advanceMs}: moves the alerts' clock ahead and runs the scheduler at once, answering the new time
 * and what it sent. Mounted only outside production and only when the server was started with DEV_CLOCK=1
 * (docs/operations.md): journeys read a digest days ahead without waiting.
 */
export function devClockRoutes(clock: OffsetClock, delivery: AlertDelivery): Hono {
  const routes = new Hono()
  routes.get('/dev/clock', (c) => c.json({ now: clock.now().toISOString() }))
  routes.post('/dev/clock', async (c) => {
    const body = await parseJsonBody(c, AdvanceSchema)
    if (!body.ok) return body.response
    const now = clock.advance(body.value.advanceMs)
    const run = await delivery.runDue()
    return c.json({ now: now.toISOString(), ...run })
  })
  return routes
}
