import * as v from 'valibot'
import type { MessageId } from '../core/i18n/en-US'
import type { Scenario, Step } from './scenario'
import { scenarioById, SCENARIOS } from './scenarios'

/** What the explorer's URL holds: the scenario, the step shown, and the history when it differs from the scenario's. */
export interface ExplorerLocation {
  readonly scenario: Scenario
  readonly step: number
  readonly history: readonly Step[]
}

const EventSchema = v.looseObject({ type: v.pipe(v.string(), v.minLength(1, 'An event needs a type.')) })
export const StepSchema = v.union([
  v.strictObject({ send: EventSchema, to: v.optional(v.literal('app')) }),
  v.strictObject({ advance: v.pipe(v.number(), v.integer(), v.minValue(1, 'Time only moves forward.')) }),
])
const HistorySchema = v.pipe(v.string(), v.parseJson(), v.array(StepSchema))

/** An event's payload as typed in the event form: a JSON object (its `type` is the button's). */
export const PayloadSchema = v.pipe(
  v.string(),
  v.parseJson(undefined, 'explorer.events.notJson' satisfies MessageId),
  v.record(v.string(), v.unknown(), 'explorer.events.notObject' satisfies MessageId),
)

/** Reads `?scenario=...&step=...&history=...`; an unknown scenario is the first one, a step past the end the last. */
export function readLocation(search: string): ExplorerLocation {
  const params = new URLSearchParams(search)
  const scenario = scenarioById(params.get('scenario')) ?? SCENARIOS[0]!
  const custom = params.get('history')
  const parsed = custom === null ? null : v.safeParse(HistorySchema, custom)
  const history: readonly Step[] = parsed?.success ? (parsed.output as Step[]) : scenario.steps
  const step = Number.parseInt(params.get('step') ?? '0', 10)
  return { scenario, history, step: Number.isFinite(step) ? Math.min(Math.max(step, 0), history.length) : 0 }
}

/** The shareable query of a location: the history is written only when it is not the scenario's own. */
export function locationQuery({ scenario, step, history }: ExplorerLocation): string {
  const params = new URLSearchParams({ scenario: scenario.id, step: String(step) })
  if (JSON.stringify(history) !== JSON.stringify(scenario.steps)) params.set('history', JSON.stringify(history))
  return `?${params.toString()}`
}
