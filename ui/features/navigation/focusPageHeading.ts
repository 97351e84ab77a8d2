/** The focus move after a route change (ui/features/navigation/routeFocus.ts): a chunk of its own, off the first screen. */
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

/** Moves the focus to the heading of the page just rendered (see attachRouteFocus). */
export function focusPageHeading(): void {
  const main = document.getElementById(MAIN_ID)
  if (main !== null) requestAnimationFrame(() => focusHeading(main, FRAMES_TO_WAIT))
}
