import { useIntl } from '../../ui/i18n/intl'
import { EXPLORED_MACHINES } from '../machines'
import type { Scenario } from '../scenario'
import { SCENARIOS } from '../scenarios'
import { locationQuery } from '../url'

/** The machines and their scenarios, as links (each a shareable URL at step 0). */
export function ScenarioList({ current, onPick }: { current: Scenario; onPick: (scenario: Scenario) => void }) {
  const intl = useIntl()
  return (
    <nav aria-label={intl.formatMessage({ id: 'explorer.scenarios' })} className="explorer-nav">
      {Object.keys(EXPLORED_MACHINES).map((machineId) => (
        <section key={machineId} aria-labelledby={`machine-${machineId}`}>
          <h2 id={`machine-${machineId}`}>{machineId}</h2>
          <ul>
            {SCENARIOS.filter((scenario) => scenario.machine === machineId).map((scenario) => (
              <li key={scenario.id}>
                <a
                  href={locationQuery({ scenario, step: 0, history: scenario.steps })}
                  aria-current={scenario === current ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault()
                    onPick(scenario)
                  }}
                >
                  {scenario.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  )
}
