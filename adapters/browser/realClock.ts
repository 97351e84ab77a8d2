import type { ClockPort, TimerId } from '../../core/ports/clock'

/** The real clock: Date.now and the platform's timers. */
export const realClock: ClockPort = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, Number.isFinite(ms) ? Math.max(0, ms) : 0),
  clearTimeout: (id: TimerId) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
}
