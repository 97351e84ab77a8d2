import type { AnyRouter } from '@tanstack/react-router'

/**
 * After a move to another page (not the first load, not a change of the query or hash alone) the focus goes to
 * the new page's heading, so keyboard and screen reader users start there instead of on <body>. The focus move
 * itself is a chunk of its own, fetched at the first move: the first screen's budget does not pay for it.
 */
export function attachRouteFocus(router: AnyRouter): () => void {
  return router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
    if (fromLocation === undefined || !pathChanged) return
    const before = document.activeElement
    void import('./focusPageHeading').then((module) => module.focusPageHeading(before))
  })
}
