import { formatDuration } from '../scenario'
import { START } from '../seeds'

const JUMPS = [1_000, 5_000, 60_000, 3_600_000, 12 * 3_600_000, 24 * 3_600_000]
const LONG = { 1_000: '1 second', 5_000: '5 seconds', 60_000: '1 minute', 3_600_000: '1 hour', [12 * 3_600_000]: '12 hours', [24 * 3_600_000]: '24 hours' } as Record<number, string>

const clockText = (now: number) => new Date(now).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC')

/** The simulated clock (the test clock every timer of the world runs on): read it, move it forward as a new step. */
export function TimeControls({ now, timers, onAdvance }: { now: number | null; timers: number; onAdvance: (ms: number) => void }) {
  return (
    <section aria-labelledby="time-title" className="explorer-panel">
      <h2 id="time-title">Simulated time</h2>
      <p data-testid="clock">
        {now === null ? 'Replaying…' : `${clockText(now)} (start + ${formatDuration(now - START)}), ${timers} timer${timers === 1 ? '' : 's'} waiting`}
      </p>
      <div className="explorer-buttons">
        {JUMPS.map((ms) => (
          <button key={ms} type="button" aria-label={`+${formatDuration(ms)} (advance the clock by ${LONG[ms]})`} onClick={() => onAdvance(ms)}>
            +{formatDuration(ms)}
          </button>
        ))}
      </div>
    </section>
  )
}
