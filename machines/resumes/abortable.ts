import type { AbortSignalLike } from '../../core/ports/http'

/** An abort signal and its trigger without the DOM's AbortController (machines/ has no DOM). */
export function abortable(): { readonly signal: AbortSignalLike; abort(): void } {
  const listeners = new Set<() => void>()
  const signal = {
    aborted: false,
    addEventListener: (_: 'abort', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_: 'abort', listener: () => void) => void listeners.delete(listener),
  }
  return {
    signal,
    abort() {
      if (signal.aborted) return
      signal.aborted = true
      for (const listener of [...listeners]) listener()
    },
  }
}
