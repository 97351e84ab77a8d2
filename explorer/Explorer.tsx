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

/**
 * The state explorer: pick a machine's scenario, step through it (or add events and time), and see the statechart
 * with the current state, the context, the accepted events and the real screens of that step.
 */
export function Explorer() {
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
        <p className="explorer-brand">Hireflow state explorer</p>
        <p className="explorer-live">
          Live: run <code>npm run dev</code> and open the app with <code>?inspect</code> to follow a real session in the Stately inspector.
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
          <h2 id="chart-title">Statechart</h2>
          <p className="explorer-state" data-testid="current-state">
            {snapshot ? `State: ${formatStateValue(snapshot.value)}${snapshot.status === 'active' ? '' : ` (${snapshot.status})`}` : 'Not running yet'}
          </p>
          {replayed?.problem ? <p role="alert">{replayed.problem}</p> : null}
          <StatechartView machine={machine} value={snapshot?.value} />
        </section>
        <div className="explorer-columns">
          <section aria-labelledby="events-title" className="explorer-panel">
            <h2 id="events-title">Events it accepts now</h2>
            <EventForms machine={machine} snapshot={snapshot} payloads={scenario.payloads ?? {}} onSend={(event) => addStep({ send: event })} />
          </section>
          <section aria-labelledby="context-title" className="explorer-panel">
            <h2 id="context-title">Context</h2>
            {snapshot ? <ContextTree value={snapshot.context} /> : <p>No context yet.</p>}
          </section>
        </div>
        <ScreenFrames place={place} />
        {replayed ? <Requests world={replayed.world} /> : null}
      </main>
    </div>
  )
}
