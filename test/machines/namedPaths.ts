/**
 * What every `*.paths.test.ts` does with xstate/graph: the representative events by name, the steps of a path (its
 * first step is the machine's start), and the shortest trail of named events to each serialized end state.
 */
export function namedPaths<Step>(namedEvents: Readonly<Record<string, Step>>) {
  const nameOf = (event: unknown) => Object.entries(namedEvents).find(([, candidate]) => candidate === event)?.[0] ?? '?'
  const stepsOf = (path: { readonly steps: ReadonlyArray<{ readonly event: unknown }> }) => path.steps.slice(1).map(({ event }) => event as Step)
  /** `serialize(end state)` -> "submit > answered > edit", for each path. */
  const trailsByEnd = <Path extends { readonly state: State; readonly steps: ReadonlyArray<{ readonly event: unknown }> }, State>(
    paths: readonly Path[],
    serialize: (state: State) => string,
  ): Record<string, string> => Object.fromEntries(paths.map((path) => [serialize(path.state), stepsOf(path).map(nameOf).join(' > ')]))
  return { nameOf, stepsOf, trailsByEnd, events: Object.values(namedEvents) }
}
