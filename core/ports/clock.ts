export type TimerId = unknown

/**
 * Time. A superset of XState's Clock, so the same object can be handed to createActor({ clock }).
 * The memory adapter is a controllable clock for tests; nothing in core/ or machines/ reads time otherwise.
 */
export interface ClockPort {
  /** Milliseconds since the Unix epoch. */
  now(): number
  setTimeout(callback: () => void, ms: number): TimerId
  clearTimeout(id: TimerId): void
}
