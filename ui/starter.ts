/**
 * When the page's entry (ui/entry.ts) starts the app. On a page the server rendered, at the first paint's timing
 * entry, so that the app's evaluation never holds back that paint (a frame, requestAnimationFrame, can run well before
 * its paint shows); but never later than START_FALLBACK_MS: a paint entry that never comes (a browser without paint
 * timing, a tab hidden before it painted, an observer that fails) once left the static server page, its header's
 * buttons doing nothing, for good. At once where there is no paint to wait for (nothing rendered, a hidden tab, no
 * paint timing). Exactly once, whichever comes first. The first screen pays every byte here (docs/decisions.md, "The
 * starter's fallback"): hence one timer and no visibility listener (a hidden tab's timers still run).
 */

/** The longest the app waits for the paint entry before it starts anyway. */
export const START_FALLBACK_MS = 3000

/** The page's globals the starter reads: ui/entry.ts passes `window`, the tests fakes. */
export interface StarterGlobals {
  readonly document: { readonly hidden: boolean; getElementById(id: string): { readonly firstElementChild: unknown } | null }
  readonly PerformanceObserver?: {
    readonly supportedEntryTypes?: readonly string[]
    new (onEntries: () => void): { observe(options: { type: 'paint'; buffered: true }): void }
  }
  setTimeout(run: () => void, ms?: number): unknown
}

export function startAfterFirstPaint(start: () => void, { document, PerformanceObserver, setTimeout }: StarterGlobals): void {
  let started = 0
  const once = () => started++ || start()
  if (document.getElementById('root')?.firstElementChild && !document.hidden && PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    // The timer first: should the observer throw, the app still starts. The paint entry's own task then runs before it.
    setTimeout(once, START_FALLBACK_MS)
    new PerformanceObserver(() => setTimeout(once)).observe({ type: 'paint', buffered: true })
  } else once()
}
