/** The focus move after a route change (ui/features/navigation/routeFocus.ts): a chunk of its own, off the first screen. */
const MAIN_ID = 'main-content'
const FRAMES_TO_WAIT = 10

/** Focuses the page's heading, waiting a few frames for a page that renders it late; the main landmark if none. */
function focusHeading(main: HTMLElement, framesLeft: number, before: Element | null): void {
  const now = document.activeElement
  // A page that focused one of its own fields (password entry, a refused field) keeps it, and so does a user who
  // moved the focus since the page changed (opened the account menu).
  if (now !== main && main.contains(now)) return
  // So does a menu the user opened while this page loaded: its button had the focus already (a slow page).
  if (now && now !== document.body && (now !== before || now.ariaExpanded === 'true')) return
  const heading = main.querySelector<HTMLElement>('h1')
  if (!heading && framesLeft > 0) return void requestAnimationFrame(() => focusHeading(main, framesLeft - 1, before))
  const target = heading ?? main
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true }) // the router restores or sets the scroll position
}

/** Moves the focus to the heading of the page just rendered (see attachRouteFocus); `before`: what had it then. */
export function focusPageHeading(before: Element | null): void {
  const main = document.getElementById(MAIN_ID)
  if (main !== null) requestAnimationFrame(() => focusHeading(main, FRAMES_TO_WAIT, before))
}
