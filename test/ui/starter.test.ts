import { describe, expect, test } from 'vitest'
import { START_FALLBACK_MS, startAfterFirstPaint, type StarterGlobals } from '../../ui/starter'

/**
 * The page's starter (ui/starter.ts, run by ui/entry.ts) on fakes: a page with or without server HTML, hidden or not,
 * a paint observer that reports entries when the test says (or throws), and timers the test runs by hand.
 */
function page(options: { rendered?: boolean; hidden?: boolean; paintTiming?: boolean; observerThrows?: boolean } = {}) {
  const { rendered = true, hidden = false, paintTiming = true, observerThrows = false } = options
  const timers: { run: () => void; ms: number }[] = []
  const observers: (() => void)[] = []
  let starts = 0
  class FakeObserver {
    static readonly supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation']
    constructor(private readonly onEntries: () => void) {
      if (observerThrows) throw new Error('observer failed')
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      observers.push(this.onEntries)
    }
  }
  const globals: StarterGlobals = {
    document: { hidden, getElementById: (id) => (id === 'root' ? { firstElementChild: rendered ? {} : null } : null) },
    PerformanceObserver: FakeObserver,
    setTimeout: (run, ms = 0) => timers.push({ run, ms }),
  }
  const start = () => {
    try {
      startAfterFirstPaint(() => void starts++, globals)
    } catch {
      // The entry's own error: the page's console has it; what matters is whether the app starts.
    }
  }
  return {
    globals,
    start,
    starts: () => starts,
    /** The browser reports a paint entry (first-paint, then first-contentful-paint: one call each). */
    paint: () => observers.forEach((onEntries) => onEntries()),
    /** Runs the timers due within `ms` (in the order they were set), as a browser would. */
    elapse: (ms: number) => {
      const due = timers.filter((timer) => timer.ms <= ms)
      for (const timer of due) timers.splice(timers.indexOf(timer), 1)
      due.forEach((timer) => timer.run())
    },
    timers: () => timers.map((timer) => timer.ms),
  }
}

describe('the starter: the app starts after the first paint, or anyway after a bounded wait, exactly once', () => {
  test('on a server-rendered page it waits for the paint entry, then starts in the task after it', () => {
    const p = page()
    p.start()
    p.elapse(0)
    expect(p.starts()).toBe(0)
    p.paint()
    expect(p.starts()).toBe(0)
    p.elapse(0)
    expect(p.starts()).toBe(1)
  })

  test('a paint entry that never comes: the app starts once the fallback wait is over, not before', () => {
    const p = page()
    p.start()
    expect(p.timers()).toEqual([START_FALLBACK_MS])
    p.elapse(START_FALLBACK_MS - 1)
    expect(p.starts()).toBe(0)
    p.elapse(START_FALLBACK_MS)
    expect(p.starts()).toBe(1)
  })

  test('whichever comes first starts it, and nothing after starts it again (two paint entries, then the timer)', () => {
    const p = page()
    p.start()
    p.paint()
    p.paint()
    p.elapse(0)
    p.elapse(START_FALLBACK_MS)
    expect(p.starts()).toBe(1)

    const late = page()
    late.start()
    late.elapse(START_FALLBACK_MS)
    late.paint()
    late.elapse(0)
    expect(late.starts()).toBe(1)
  })

  test('an observer that throws: the fallback still starts the app', () => {
    const p = page({ observerThrows: true })
    p.start()
    expect(p.starts()).toBe(0)
    p.elapse(START_FALLBACK_MS)
    expect(p.starts()).toBe(1)
  })

  test.each([
    ['no server HTML (nothing to wait for)', { rendered: false }],
    ['a hidden tab (it paints nothing)', { hidden: true }],
    ['no paint timing', { paintTiming: false }],
  ])('%s: at once, without a timer', (_name, options) => {
    const p = page(options)
    p.start()
    expect(p.starts()).toBe(1)
    expect(p.timers()).toEqual([])
  })

  test('no PerformanceObserver at all: at once', () => {
    const p = page()
    const { PerformanceObserver: _, ...without } = p.globals
    let starts = 0
    startAfterFirstPaint(() => void starts++, without)
    expect(starts).toBe(1)
  })
})
