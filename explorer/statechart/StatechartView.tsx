import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from '../../ui/i18n/intl'
import type { AnyStateMachine } from 'xstate'
import { activeIds, ANY_STATE, chartOf } from './graph'
import { layOut, type ChartLayout } from './layout'

const layouts = new Map<string, Promise<ChartLayout>>()

/** elkjs is loaded on the first chart only (it is the explorer's largest library), and each machine laid out once. */
const layoutOf = (machine: AnyStateMachine): Promise<ChartLayout> => {
  let layout = layouts.get(machine.id)
  if (!layout) {
    layout = import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => layOut(chartOf(machine), new ELK()))
    layouts.set(machine.id, layout)
  }
  return layout
}

const pathOf = (points: readonly { x: number; y: number }[]) => points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ')

/** Charts wider than this open at full size, scrolled to the current state, rather than shrunk past reading. */
const FIT_UP_TO = 1400

/** The machine's statechart, laid out by elkjs from its definition, with the active states and their ways out lit. */
export function StatechartView({ machine, value }: { machine: AnyStateMachine; value: unknown }) {
  const intl = useIntl()
  const [laid, setLaid] = useState<{ id: string; layout: ChartLayout } | null>(null)
  const [zoom, setZoom] = useState<{ id: string; fit: boolean } | null>(null)
  const scroller = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let current = true
    void layoutOf(machine).then((layout) => current && setLaid({ id: machine.id, layout }))
    return () => {
      current = false
    }
  }, [machine])
  const layout = laid?.id === machine.id ? laid.layout : null
  const fit = zoom?.id === machine.id ? zoom.fit : layout !== null && layout.width <= FIT_UP_TO
  const active = value === undefined ? new Set<string>() : activeIds(machine, value).add(ANY_STATE)
  const innermost = layout?.states.filter(({ state }) => active.has(state.id) && state.id !== ANY_STATE).at(-1)
  useEffect(() => {
    const box = scroller.current
    if (fit || box === null || innermost === undefined) return
    box.scrollTo({ left: innermost.x + innermost.width / 2 - box.clientWidth / 2, top: innermost.y + innermost.height / 2 - box.clientHeight / 2 })
  }, [fit, innermost])
  if (layout === null)
    return (
      <p>
        <FormattedMessage id="explorer.chart.laying" />
      </p>
    )
  return (
    <>
      <button type="button" onClick={() => setZoom({ id: machine.id, fit: !fit })}>
        <FormattedMessage id={fit ? 'explorer.chart.fullSize' : 'explorer.chart.fit'} />
      </button>
      <div ref={scroller} className="explorer-chart" tabIndex={0} role="group" aria-label={intl.formatMessage({ id: 'explorer.chart.scrollable' }, { machine: machine.id })}>
        <svg
          viewBox={`-4 -4 ${layout.width + 8} ${layout.height + 8}`}
          width={fit ? '100%' : layout.width + 8}
          height={fit ? undefined : layout.height + 8}
          role="img"
          aria-label={intl.formatMessage({ id: 'explorer.chart.summary' }, { machine: machine.id, states: layout.states.length, transitions: layout.transitions.length })}
        >
          <defs>
            <marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" className="chart-arrowhead" />
            </marker>
          </defs>
          {layout.states.map(({ state, x, y, width, height, compound }) =>
            state.kind === 'initial' ? (
              <circle key={state.id} cx={x + width / 2} cy={y + height / 2} r={width / 2} className="chart-initial" />
            ) : (
              <g key={state.id} className={`chart-state chart-${state.kind}${compound ? ' chart-compound' : ''}${active.has(state.id) ? ' chart-active' : ''}`} data-state={state.id}>
                <rect x={x} y={y} width={width} height={height} rx={compound ? 10 : 16} />
                <text x={x + (compound ? 12 : width / 2)} y={y + (compound ? 20 : height / 2 + 4)} textAnchor={compound ? 'start' : 'middle'}>
                  {state.label}
                </text>
              </g>
            ),
          )}
          {layout.transitions.map((transition) => (
            <g key={transition.id} className={`chart-transition${active.has(transition.source) ? ' chart-available' : ''}`}>
              <path d={pathOf(transition.points)} markerEnd="url(#arrow)" />
              {transition.labelBox ? (
                <text x={transition.labelBox.x + 4} y={transition.labelBox.y + 12}>
                  {transition.label}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
      </div>
    </>
  )
}
