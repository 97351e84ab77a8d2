import type { MiddlewareHandler } from 'hono'
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

export function createAdmission(limits: AdmissionLimits = DEFAULT_ADMISSION): Admission {
  let running = 0
  const queue: Array<{ admit: () => void; timer: ReturnType<typeof setTimeout> }> = []
  const release = () => {
    const next = queue.shift()
    if (next) {
      clearTimeout(next.timer)
      next.admit()
    } else running--
  }
  /** Resolves true once a slot is ours, false when the wait was too long or the queue full. */
  const acquire = (): Promise<boolean> => {
    if (running < limits.maxConcurrent) {
      running++
      return Promise.resolve(true)
    }
    if (queue.length >= limits.maxQueue) return Promise.resolve(false)
    return new Promise((resolve) => {
      const entry = {
        admit: () => resolve(true),
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1)
          resolve(false)
        }, limits.maxWaitMs),
      }
      queue.push(entry)
    })
  }
  return {
    middleware: async (c, next) => {
      if (!(await acquire())) {
        c.header('Retry-After', String(RETRY_AFTER_S))
        return c.json(errorBody('server.busy', 'Hireflow is very busy right now. Please try again in a moment.'), 503)
      }
      try {
        await next()
      } finally {
        release()
      }
    },
    get running() {
      return running
    },
    get waiting() {
      return queue.length
    },
  }
}
