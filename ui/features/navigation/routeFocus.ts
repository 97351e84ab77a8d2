import type { AnyRouter } from '@tanstack/react-router'

const MAIN_ID = 'main-content'
const FRAMES_TO_WAIT = 10

/** Focuses the page's heading, waiting a few frames for a page that renders it late; the main landmark if none. */
function focusHeading(main: HTMLElement, framesLeft: number): void {
  // A page that focused one of its own fields (password entry, a refused field) keeps it.
  if (document.activeElement !== main && main.contains(document.activeElement)) return
  const heading = main.querySelector<HTMLElement>('h1')
  if (heading === null && framesLeft > 0) return void requestAnimationFrame(() => focusHeading(main, framesLeft - 1))
  const target = heading ?? main
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true }) // the router restores or sets the scroll position
}

/**
 * After a move to another page (not the first load, not a change of the query or hash alone) the focus goes to
 * the new page's heading, so keyboard and screen reader users start there instead of on <body>.
 */
export function attachRouteFocus(router: AnyRouter): () => void {
  return router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
    const main = document.getElementById(MAIN_ID)
    if (fromLocation === undefined || !pathChanged || main === null) return
    requestAnimationFrame(() => focusHeading(main, FRAMES_TO_WAIT))
  })
}
