import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate'

/**
 * What every `*.properties.ts` does with a machine: run random event sequences through the pure transition function
 * (`traceOf`), check named invariants along the trace (`invariantsProperty`), and prove each invariant bites on a
 * machine with a planted bug (`plantedBugsBite`, with `patchedMachine` or `provide` for the bug).
 */

export type Actions = ReadonlyArray<{ readonly type: string; readonly params?: unknown }>

/** One step of the pure transition function: the snapshots around it and the effects it asked for. */
export interface TraceEntry<Step, Snapshot = AnyMachineSnapshot> {
  readonly step: Step
  readonly before: Snapshot
  readonly after: Snapshot
  readonly actions: Actions
}

/** Whether a live actor would receive the step: a done machine takes no events, and only a running call settles. */
export function delivered(snapshot: AnyMachineSnapshot, step: EventObject): boolean {
  if (snapshot.status !== 'active') return false
  const settling = /^xstate\.(done|error)\.actor\.(.+)$/.exec(step.type)
  return settling === null || settling[2]! in snapshot.children
}

/** For machines whose steps are all their own events: every step is delivered. */
export const everyStep = (): boolean => true

type Deliver<Snapshot, Step> = (snapshot: Snapshot, step: Step) => boolean

/**
 * The trace of `steps` from the machine's start. A step the actor would not receive (`deliver`) leaves the snapshot as
 * it was, the same object, and asks for nothing.
 */
export function traceOf<Machine extends AnyStateMachine, Step extends EventObject, Snapshot extends AnyMachineSnapshot = AnyMachineSnapshot>(
  machine: Machine,
  input: unknown,
  steps: readonly Step[],
  deliver: Deliver<Snapshot, Step> = delivered,
): Array<TraceEntry<Step, Snapshot>> {
  return traceFrom(machine, initialTransition(machine, input as never)[0] as Snapshot, steps, deliver)
}

/** The same trace with the start first (step null, with the effects the start asked for). */
export function traceFromStart<Machine extends AnyStateMachine, Step extends EventObject, Snapshot extends AnyMachineSnapshot = AnyMachineSnapshot>(
  machine: Machine,
  input: unknown,
  steps: readonly Step[],
  deliver: Deliver<Snapshot, Step> = delivered,
): Array<TraceEntry<Step | null, Snapshot>> {
  const [first, actions] = initialTransition(machine, input as never) as unknown as [Snapshot, Actions]
  return [{ step: null, before: first, after: first, actions }, ...traceFrom(machine, first, steps, deliver)]
}

function traceFrom<Step extends EventObject, Snapshot>(machine: AnyStateMachine, first: Snapshot, steps: readonly Step[], deliver: Deliver<Snapshot, Step>) {
  const trace: Array<TraceEntry<Step, Snapshot>> = []
  let snapshot = first
  for (const step of steps) {
    const [after, actions] = deliver(snapshot, step) ? (transition(machine, snapshot as never, step as never) as unknown as [Snapshot, Actions]) : [snapshot, []]
    trace.push({ step, before: snapshot, after, actions })
    snapshot = after
  }
  return trace
}

/** Invariants of one trace entry, as invariants of the whole trace (each must hold at every step). */
export const atEveryStep = <Entry, Name extends string>(invariants: Record<Name, (entry: Entry) => boolean>) =>
  Object.fromEntries(Object.entries(invariants).map(([name, holds]) => [name, (trace: readonly Entry[]) => trace.every(holds as (entry: Entry) => boolean)])) as Record<
    Name,
    (trace: readonly Entry[]) => boolean
  >

/** One property over random scenarios: every named invariant holds along the scenario's trace; else it throws "broken invariants: a, b". */
export function invariantsProperty<Scenario, Trace, Name extends string>(
  scenarios: fc.Arbitrary<Scenario>,
  traceOfScenario: (scenario: Scenario) => Trace,
  invariants: Record<Name, (trace: Trace) => boolean>,
  names: readonly Name[] = Object.keys(invariants) as Name[],
) {
  return fc.property(scenarios, (scenario) => {
    const trace = traceOfScenario(scenario)
    const broken = names.filter((name) => !invariants[name](trace))
    if (broken.length > 0) throw new Error(`broken invariants: ${broken.join(', ')}`)
  })
}

/** A machine with a planted bug, and the invariant that must catch it. */
export interface PlantedBug<Machine> {
  readonly bug: string
  readonly machine: Machine
}

/**
 * One test per planted bug (every invariant should have one): the property of its invariant alone fails on the buggy machine, and says so.
 * The seed is required: a random one let a rare bug slip through 3,000 runs once and turned CI red, and "the property bites" must not be a coin toss.
 */
export function plantedBugsBite<Machine, Name extends string, Scenario extends unknown[]>(
  plantedBugs: Partial<Record<Name, PlantedBug<Machine>>>,
  property: (machine: Machine, names: readonly Name[]) => fc.IProperty<Scenario>,
  parameters: fc.Parameters<Scenario> & { readonly seed: number },
) {
  describe('the properties bite: a machine with a planted bug is caught', () => {
    for (const [name, { bug, machine }] of Object.entries(plantedBugs) as Array<[Name, PlantedBug<Machine>]>) {
      it(`${name} catches: ${bug}`, () => {
        const result = fc.check(property(machine, [name]), parameters)
        expect(result.failed).toBe(true)
        expect(String(result.errorInstance)).toContain(`broken invariants: ${name}`)
      })
    }
  })
}
