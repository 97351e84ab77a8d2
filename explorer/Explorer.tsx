import { FormattedMessage, useIntl } from '../ui/i18n/intl'
import { EXPLORED_MACHINES } from './machines'
import { ContextTree } from './parts/ContextTree'
import { EventForms } from './parts/EventForms'
import { Requests } from './parts/Requests'
import { ScenarioList } from './parts/ScenarioList'
import { ScreenFrames } from './parts/ScreenFrames'
import { ShareLink } from './parts/ShareLink'
import { StepControls } from './parts/StepControls'
import { TimeControls } from './parts/TimeControls'
import { StatechartView } from './statechart/StatechartView'
import { formatStateValue } from './statechart/stateValue'
import type { Step } from './scenario'
import { useExplorerLocation } from './useExplorerLocation'
import { useReplay } from './useReplay'

/** Commands and parameters are code, not words: not translated. */
const DEV_COMMAND = 'npm run dev'
const INSPECT_PARAMETER = '?inspect'

/**
 * The state explorer: pick a machine's scenario, step through it (or add events and time), and see the statechart
 * with the current state, the context, the accepted events and the real screens of that step.
 */
export function Explorer() {
  const intl = useIntl()
  const [place, go] = useExplorerLocation()
  const replayed = useReplay(place)
  const { scenario, history, step } = place
  const machine = EXPLORED_MACHINES[scenario.machine]!
  const snapshot = replayed?.actor?.getSnapshot() as { value: unknown; context: unknown; status: string } | undefined
  /** A new step at the one shown: what came after it is replaced, as in any undo history. */
  const addStep = (added: Step) => go({ scenario, step: step + 1, history: [...history.slice(0, step), added] })

  return (
    <div className="explorer">
      <header className="explorer-header">
        <p className="explorer-brand">
          <FormattedMessage id="explorer.brand" />
        </p>
        <p className="explorer-live">
          <FormattedMessage id="explorer.live" values={{ devCommand: <code>{DEV_COMMAND}</code>, inspectParameter: <code>{INSPECT_PARAMETER}</code> }} />
        </p>
      </header>
      <ScenarioList current={scenario} onPick={(picked) => go({ scenario: picked, step: 0, history: picked.steps })} />
      <main className="explorer-main" aria-busy={replayed === null}>
        <h1>
          <span className="explorer-machine">{scenario.machine}</span> {scenario.title}
        </h1>
        <p>{scenario.description}</p>
        <div className="explorer-controls">
          <StepControls place={place} onGo={go} />
          <TimeControls now={replayed?.world.clock.now() ?? null} timers={replayed?.world.clock.pendingTimers() ?? 0} onAdvance={(ms) => addStep({ advance: ms })} />
          <ShareLink place={place} />
        </div>
        <section aria-labelledby="chart-title" className="explorer-panel">
          <h2 id="chart-title">
            <FormattedMessage id="explorer.chart.heading" />
          </h2>
          <p className="explorer-state" data-testid="current-state">
            {snapshot === undefined
              ? intl.formatMessage({ id: 'explorer.chart.notRunning' })
              : intl.formatMessage(
                  { id: snapshot.status === 'active' ? 'explorer.chart.state' : 'explorer.chart.stateEnded' },
                  { state: formatStateValue(snapshot.value), status: snapshot.status },
                )}
          </p>
          {replayed?.problem ? (
            <p role="alert">
              <FormattedMessage id="explorer.chart.notSent" values={replayed.problem} />
            </p>
          ) : null}
          <StatechartView machine={machine} value={snapshot?.value} />
        </section>
        <div className="explorer-columns">
          <section aria-labelledby="events-title" className="explorer-panel">
            <h2 id="events-title">
              <FormattedMessage id="explorer.events.heading" />
            </h2>
            <EventForms machine={machine} snapshot={snapshot} payloads={scenario.payloads ?? {}} onSend={(event) => addStep({ send: event })} />
          </section>
          <section aria-labelledby="context-title" className="explorer-panel">
            <h2 id="context-title">
              <FormattedMessage id="explorer.context.heading" />
            </h2>
            {snapshot ? (
              <ContextTree value={snapshot.context} />
            ) : (
              <p>
                <FormattedMessage id="explorer.context.none" />
              </p>
            )}
          </section>
        </div>
        <ScreenFrames place={place} />
        {replayed ? <Requests world={replayed.world} /> : null}
      </main>
    </div>
  )
}
