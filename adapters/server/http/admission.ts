import type { MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Db } from '../db/db'
import { errorBody } from './errors'

/**
 * How much work the API takes at once (docs/operations.md, "Overload"). The database answers one query at a time on
 * PGlite (and a pool's worth on PostgreSQL), so past `maxConcurrent` requests more work only waits there: instead, up
 * to `maxQueue` requests wait here at most `maxWaitMs` each, and any more are answered 503 with Retry-After at once.
 */
export interface AdmissionLimits {
  readonly maxConcurrent: number
  readonly maxQueue: number
  readonly maxWaitMs: number
}

export const DEFAULT_ADMISSION: AdmissionLimits = { maxConcurrent: 32, maxQueue: 200, maxWaitMs: 5000 }

/** How long a refused client should wait before trying again, in seconds. */
const RETRY_AFTER_S = 1

export interface Admission {
  readonly middleware: MiddlewareHandler
  /** Requests running and waiting now (for /health/ready and tests). */
  readonly running: number
  readonly waiting: number
}

/** 503 server.busy with Retry-After: what a refused request is answered, at once. */
export function busyResponse(): Response {
  return Response.json(errorBody('server.busy', 'Hireflow is very busy right now. Please try again in a moment.'), {
    status: 503,
    headers: { 'Retry-After': String(RETRY_AFTER_S) },
  })
}

interface Slots {
  /** Resolves true once a slot is ours, false when the wait was too long or the queue full. */
  readonly acquire: () => Promise<boolean>
  readonly release: () => void
  readonly running: () => number
  readonly waiting: () => number
}

function createSlots(limits: AdmissionLimits): Slots {
  let running = 0
  const queue: Array<{ admit: () => void; timer: ReturnType<typeof setTimeout> | undefined }> = []
  const release = () => {
    const next = queue.shift()
    if (next) {
      clearTimeout(next.timer)
      next.admit()
    } else running--
  }
  const acquire = (): Promise<boolean> => {
    if (running < limits.maxConcurrent) {
      running++
      return Promise.resolve(true)
    }
    if (queue.length >= limits.maxQueue) return Promise.resolve(false)
    return new Promise((resolve) => {
      const entry: { admit: () => void; timer: ReturnType<typeof setTimeout> | undefined } = { admit: () => resolve(true), timer: undefined }
      // An endless wait (withQueryLimit) has no timer: setTimeout would take Infinity for 1 ms.
      if (Number.isFinite(limits.maxWaitMs)) {
        entry.timer = setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1)
          resolve(false)
        }, limits.maxWaitMs)
      }
      queue.push(entry)
    })
  }
  return { acquire, release, running: () => running, waiting: () => queue.length }
}

export function createAdmission(limits: AdmissionLimits = DEFAULT_ADMISSION): Admission {
  const slots = createSlots(limits)
  return {
    middleware: async (c, next) => {
      if (!(await slots.acquire())) {
        c.header('Retry-After', String(RETRY_AFTER_S))
        return c.json(errorBody('server.busy', 'Hireflow is very busy right now. Please try again in a moment.'), 503)
      }
      try {
        await next()
      } finally {
        slots.release()
      }
    },
    get running() {
      return slots.running()
    },
    get waiting() {
      return slots.waiting()
    },
  }
}

/**
 * Admission in front of one database pool's search work (docs/operations.md, "Overload"): searches and suggestions
 * the result cache cannot answer take one of `maxConcurrent` slots; a cached answer takes none. Past the queue, or after
 * `maxWaitMs` in it, the work is refused at once with 503 server.busy and Retry-After (an HTTPException, answered by the
 * app's error handler), so a full database means fast refusals, never time-outs: on PGlite every query runs on the
 * server's one thread, and a queue of slow searches would stall every answer behind it.
 */
export interface WorkGate {
  run<T>(work: () => Promise<T>): Promise<T>
  readonly running: number
  readonly waiting: number
}

/** PGlite answers one query at a time on the server's own thread: two searches in the database, a short queue. */
export const PGLITE_SEARCH_ADMISSION: AdmissionLimits = { maxConcurrent: 2, maxQueue: 16, maxWaitMs: 1000 }
/** A PostgreSQL pool (10 connections): most of it for searches, the rest for everything else. */
export const POSTGRES_SEARCH_ADMISSION: AdmissionLimits = { maxConcurrent: 8, maxQueue: 64, maxWaitMs: 2000 }

/**
 * The refusal a gate throws. Its answer is made afresh each time it is asked: concurrent misses of one search share
 * one computation (the result cache), so one refusal reaches several requests, and an answer's body can be sent once.
 */
export class BusyException extends HTTPException {
  constructor() {
    super(503)
  }

  override getResponse(): Response {
    return busyResponse()
  }
}

/** How much the latest work's duration moves the gate's estimate of the next (an exponential moving average). */
const DURATION_WEIGHT = 0.2

export function createWorkGate(limits: AdmissionLimits, now: () => number = () => performance.now()): WorkGate {
  const slots = createSlots(limits)
  let typicalMs = 0
  // A request that would wait past maxWaitMs (the queue ahead of it times the work's typical duration, over the slots)
  // is refused now rather than after waiting that long for the same 503: a busy PGlite answers its refusals at once.
  const wouldWaitTooLong = () => slots.running() >= limits.maxConcurrent && ((slots.waiting() + 1) * typicalMs) / limits.maxConcurrent > limits.maxWaitMs
  return {
    async run(work) {
      if (wouldWaitTooLong() || !(await slots.acquire())) throw new BusyException()
      const started = now()
      try {
        return await work()
      } finally {
        const took = now() - started
        typicalMs = typicalMs === 0 ? took : typicalMs + DURATION_WEIGHT * (took - typicalMs)
        slots.release()
      }
    },
    get running() {
      return slots.running()
    },
    get waiting() {
      return slots.waiting()
    },
  }
}

/**
 * `db` with at most `max` of its statements running at once; the others wait their turn, in order, for as long as it
 * takes. A search runs the parts of a no-match answer side by side, so counting searches (the search gate) no longer
 * bounds how many of the pool's connections search holds: this keeps that share at `max`, and the rest of the pool for
 * everything else.
 */
export function withQueryLimit(db: Db, max: number): Db {
  if (!Number.isInteger(max) || max < 1) throw new Error(`A query limit is a whole number from 1, not ${max}.`)
  const slots = createSlots({ maxConcurrent: max, maxQueue: Number.POSITIVE_INFINITY, maxWaitMs: Number.POSITIVE_INFINITY })
  return {
    ...db,
    kind: db.kind,
    async query(sql, params) {
      await slots.acquire()
      try {
        return await db.query(sql, params)
      } finally {
        slots.release()
      }
    },
    exec: (sql) => db.exec(sql),
    transaction: (work) => db.transaction(work),
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
  }
}
