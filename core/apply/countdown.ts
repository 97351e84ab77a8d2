import type { ClockPort } from '../ports/clock'

/**
 * Counts whole seconds down from `totalMs` on `clock`: `onTick` hears the seconds left at once, then each time that
 * number changes (5, 4, 3, 2, 1), and 0 when the time is up. Each timer is set from the clock's own time rather than
 * by adding a second, so a late timer never lets the number drift behind. The returned function stops it.
 */
export function startCountdown(clock: ClockPort, totalMs: number, onTick: (secondsLeft: number) => void): () => void {
  const endsAt = clock.now() + totalMs
  let timer: ReturnType<ClockPort['setTimeout']> | null = null
  const tick = () => {
    const leftMs = Math.max(0, endsAt - clock.now())
    const seconds = Math.ceil(leftMs / 1000)
    onTick(seconds)
    if (seconds === 0) return
    // Until the number changes: the moment the time left falls to the next lower whole second.
    timer = clock.setTimeout(tick, leftMs - (seconds - 1) * 1000)
  }
  tick()
  return () => {
    if (timer !== null) clock.clearTimeout(timer)
  }
}
