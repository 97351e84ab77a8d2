import type { ClockPort, TimerId } from '../../core/ports/clock'

interface PendingTimer {
  readonly id: number
  readonly at: number
  readonly callback: () => void
}

/** A clock the test drives: time stands still until advance() moves it. Also usable as XState's clock. */
export interface TestClock extends ClockPort {
  /** Moves time forward by `ms`, firing every timer that falls due, in due order (ties in creation order). */
  advance(ms: number): void
  /**
   * Like advance(), but lets promise chains and macrotasks settle before each timer fires and at the end, so
   * async work started by one timer (e.g. the API transport's retry) can schedule the next one before time moves on.
   */
  advanceAsync(ms: number): Promise<void>
  /** Lets pending promise chains and macrotasks settle without moving time. */
  settle(): Promise<void>
  /** How many timers are waiting. */
  pendingTimers(): number
  /** The delays (ms from when each was set) of the timers set so far, in order; for asserting backoff. */
  readonly scheduledDelays: number[]
}

const macrotask = () => new Promise<void>((resolve) => globalThis.setTimeout(resolve, 0))

/** Lets async work settle: a few macrotask turns, enough for chained promises and the work they start. */
export const settle = async (turns = 5): Promise<void> => {
  for (let turn = 0; turn < turns; turn++) await macrotask()
}

/** Creates a controllable clock starting at `start` ms since the epoch. */
export const createTestClock = (start = 0): TestClock => {
  let now = start
  let nextId = 1
  const timers: PendingTimer[] = []
  const scheduledDelays: number[] = []

  const nextDue = (until: number): PendingTimer | undefined => {
    let earliest: PendingTimer | undefined
    for (const timer of timers) {
      if (timer.at <= until && (!earliest || timer.at < earliest.at)) earliest = timer
    }
    return earliest
  }
  const fire = (timer: PendingTimer) => {
    timers.splice(timers.indexOf(timer), 1)
    now = Math.max(now, timer.at)
    timer.callback()
  }

  return {
    now: () => now,
    setTimeout(callback: () => void, ms: number): TimerId {
      const delay = Math.max(0, Number.isFinite(ms) ? ms : 0)
      const timer = { id: nextId++, at: now + delay, callback }
      timers.push(timer)
      scheduledDelays.push(delay)
      return timer.id
    },
    clearTimeout(id: TimerId) {
      const index = timers.findIndex((timer) => timer.id === id)
      if (index >= 0) timers.splice(index, 1)
    },
    advance(ms: number) {
      const until = now + ms
      for (let timer = nextDue(until); timer; timer = nextDue(until)) fire(timer)
      now = until
    },
    async advanceAsync(ms: number) {
      const until = now + ms
      await settle()
      for (let timer = nextDue(until); timer; timer = nextDue(until)) {
        fire(timer)
        await settle()
      }
      now = until
    },
    settle,
    pendingTimers: () => timers.length,
    scheduledDelays,
  }
}
