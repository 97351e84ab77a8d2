import { FormattedMessage, useIntl } from '../../ui/i18n/intl'
import { formatDuration } from '../scenario'
import { START } from '../seeds'

/** The jumps offered, each with its amount in words. */
const JUMPS = [
  { ms: 1_000, count: 1, unit: 'explorer.time.seconds' },
  { ms: 5_000, count: 5, unit: 'explorer.time.seconds' },
  { ms: 60_000, count: 1, unit: 'explorer.time.minutes' },
  { ms: 3_600_000, count: 1, unit: 'explorer.time.hours' },
  { ms: 12 * 3_600_000, count: 12, unit: 'explorer.time.hours' },
  { ms: 24 * 3_600_000, count: 24, unit: 'explorer.time.hours' },
] as const

const clockText = (now: number) => new Date(now).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC')

/** The simulated clock (the test clock every timer of the world runs on): read it, move it forward as a new step. */
export function TimeControls({ now, timers, onAdvance }: { now: number | null; timers: number; onAdvance: (ms: number) => void }) {
  const intl = useIntl()
  return (
    <section aria-labelledby="time-title" className="explorer-panel">
      <h2 id="time-title">
        <FormattedMessage id="explorer.time.heading" />
      </h2>
      <p data-testid="clock">
        {now === null ? (
          <FormattedMessage id="explorer.time.replaying" />
        ) : (
          <FormattedMessage id="explorer.time.clock" values={{ clock: clockText(now), elapsed: formatDuration(now - START), timers }} />
        )}
      </p>
      <div className="explorer-buttons">
        {JUMPS.map(({ ms, count, unit }) => (
          <button key={ms} type="button" aria-label={intl.formatMessage({ id: 'explorer.time.advance' }, { duration: formatDuration(ms), amount: intl.formatMessage({ id: unit }, { count }) })} onClick={() => onAdvance(ms)}>
            +{formatDuration(ms)}
          </button>
        ))}
      </div>
    </section>
  )
}
