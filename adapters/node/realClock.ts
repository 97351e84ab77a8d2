import type { ClockPort, TimerId } from '../../core/ports/clock'

/**
 * The real clock: Date.now and Node's timers. Timers keep the process alive while they wait (a retry the API client
 * is waiting on is work still to do); clear them, or abort the call, to let a program end.
 */
export const realClock: ClockPort = {
  now: () => Date.now(),
  // Node warns (TimeoutNegativeWarning, TimeoutNaNWarning) on what the port counts as zero.
  setTimeout: (callback, ms) => setTimeout(callback, Number.isFinite(ms) ? Math.max(0, ms) : 0),
  clearTimeout: (id: TimerId) => clearTimeout(id as NodeJS.Timeout),
}
