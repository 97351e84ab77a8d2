/**
 * Where a start's time goes, phase by phase (issue 14: a restart with existing data answers within 2 s on PostgreSQL,
 * 5 s on PGlite). Each mark is the time since the process started (`performance.now()` counts from the process's
 * time origin, so the first phase includes Node's own boot and the loading of main.js). The server prints them on
 * its "ready" line; `npm run bench -- restart` reads that line and prints the median of each phase.
 */
const marks: { readonly phase: string; readonly at: number }[] = []

/** Records that `phase` ended now. */
export function markStartupPhase(phase: string): void {
  marks.push({ phase, at: performance.now() })
}

/** `phase=ms` pairs, each phase's own duration (rounded), in order: `boot=180 modules=420 ...`. */
export function describeStartupPhases(): string {
  let previous = 0
  return marks
    .map(({ phase, at }) => {
      const spent = at - previous
      previous = at
      return `${phase}=${Math.round(spent)}`
    })
    .join(' ')
}

/** Parses describeStartupPhases()'s text (from the "ready" line) back into phase -> ms. */
export function parseStartupPhases(line: string): Map<string, number> {
  const phases = new Map<string, number>()
  const text = /phases: ([^)]*)/.exec(line)?.[1] ?? ''
  for (const pair of text.split(' ')) {
    const [phase, ms] = pair.split('=')
    if (phase && ms !== undefined && Number.isFinite(Number(ms))) phases.set(phase, Number(ms))
  }
  return phases
}
