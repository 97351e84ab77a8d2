import * as Clock from 'effect/Clock'
import * as Duration from 'effect/Duration'
import * as Effect from 'effect/Effect'
import type { ClockPort } from '../ports/clock'

const NANOS_PER_MILLI = 1_000_000n

/** Effect's Clock over the clock port, so schedules and sleeps wait on the port's timers (a test clock never waits). */
export const clockFromPort = (port: ClockPort): Clock.Clock => {
  const nanos = () => BigInt(Math.round(port.now())) * NANOS_PER_MILLI
  return {
    currentTimeMillisUnsafe: () => port.now(),
    currentTimeMillis: Effect.sync(() => port.now()),
    currentTimeNanosUnsafe: nanos,
    currentTimeNanos: Effect.sync(nanos),
    monotonicTimeNanosUnsafe: nanos,
    monotonicTimeNanos: Effect.sync(nanos),
    sleep: (duration: Duration.Duration) =>
      Effect.callback<void>((resume) => {
        const timer = port.setTimeout(() => resume(Effect.void), Duration.toMillis(duration))
        return Effect.sync(() => port.clearTimeout(timer))
      }),
  }
}

/** Runs an effect with its time taken from the clock port. */
export const withClock =
  (port: ClockPort) =>
  <A, E>(effect: Effect.Effect<A, E>): Effect.Effect<A, E> =>
    Effect.provideService(effect, Clock.Clock, clockFromPort(port))
