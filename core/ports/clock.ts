export type TimerId = unknown

/**
 * Time. A superset of XState's Clock, so the same object can be handed to createActor({ clock }).
 * The memory adapter is a controllable clock for tests; nothing in core/ or machines/ reads time otherwise.
 */
export interface ClockPort {
  /** Milliseconds since the Unix epoch. */
  now(): number
  /**
   * Calls `callback` once, `ms` from now and never synchronously; a delay below zero or not finite counts as zero.
   * Timers fire in due order, timers due together in the order they were set.
   */
  setTimeout(callback: () => void, ms: number): TimerId
  /** Stops a timer that has not fired; clearing one that fired or was cleared does nothing. */
  clearTimeout(id: TimerId): void
}
