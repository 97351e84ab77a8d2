import { FormattedMessage } from '../../ui/i18n/intl'
import { describeStep } from '../scenario'
import { locationQuery, type ExplorerLocation } from '../url'

/** Back and forward through the history (each step replayed from the start), and the history itself. */
export function StepControls({ place, onGo }: { place: ExplorerLocation; onGo: (next: ExplorerLocation) => void }) {
  const { history, step } = place
  const at = (index: number) => ({ ...place, step: index })
  return (
    <section aria-labelledby="steps-title" className="explorer-panel explorer-steps">
      <h2 id="steps-title">
        <FormattedMessage id="explorer.steps.heading" values={{ step, total: history.length }} />
      </h2>
      <div className="explorer-buttons">
        <button type="button" onClick={() => onGo(at(step - 1))} disabled={step === 0}>
          <FormattedMessage id="explorer.steps.back" />
        </button>
        <button type="button" onClick={() => onGo(at(step + 1))} disabled={step === history.length}>
          <FormattedMessage id="explorer.steps.forward" />
        </button>
      </div>
      <ol className="explorer-history">
        <li>
          <a href={locationQuery(at(0))} aria-current={step === 0 ? 'step' : undefined} onClick={(event) => (event.preventDefault(), onGo(at(0)))}>
            <FormattedMessage id="explorer.steps.start" />
          </a>
        </li>
        {history.map((entry, index) => (
          <li key={index}>
            <a
              href={locationQuery(at(index + 1))}
              aria-current={step === index + 1 ? 'step' : undefined}
              className={index + 1 > step ? 'explorer-later' : undefined}
              onClick={(event) => (event.preventDefault(), onGo(at(index + 1)))}
            >
              {describeStep(entry)}
            </a>
          </li>
        ))}
      </ol>
    </section>
  )
}
