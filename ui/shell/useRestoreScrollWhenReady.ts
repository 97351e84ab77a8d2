import { useElementScrollRestoration } from '@tanstack/react-router'
import { useLayoutEffect, useRef } from 'react'

/**
 * For pages whose content arrives after the first render: once `ready` turns true, scrolls the window to the
 * position the router saved for this history entry (back/forward, reload), if the router could not reach it
 * because the page was still short. Does nothing on a fresh navigation (no saved position) and runs once per
 * mount. The router's own `scrollRestoration` handles every page that renders synchronously.
 */
export function useRestoreScrollWhenReady(ready: boolean): void {
  const saved = useElementScrollRestoration({ getElement: () => window })
  const done = useRef(false)
  useLayoutEffect(() => {
    if (done.current || !ready || !saved) return
    done.current = true
    if (Math.abs(window.scrollY - saved.scrollY) > 1) window.scrollTo({ left: saved.scrollX, top: saved.scrollY })
  }, [ready, saved])
}
