/**
 * One real screen of a scenario's step, in its own frame (so 360 px and the theme are the frame's own): the app
 * (ui/App) on the scenario's memory adapters at the scenario's route, then the steps replayed: to the page's own
 * actors (a form's, found by its system id) and through the router for navigations. Marks
 * `<html data-explorer-ready>` once the router and the world have settled (the screenshot tests wait for it).
 */
import { createMemoryHistory } from '@tanstack/react-router'
import { createRoot } from 'react-dom/client'
import { App } from '../ui/App'
import { createAppRouter, loadLaterRoutes, type AppRouter } from '../ui/router'
import { storeTheme } from '../core/storage'
import { createToastStore, toastForNotice, type ToastStore } from '../machines/toasts/toastStore'
import '../ui/styles/index.css'
import type { RouteTarget } from '../core/session'
import { applySteps, prepare, type ScreenDriver } from './scenario'
import { readLocation } from './url'
import { createWorld, type World } from './world'

const settledRouter = async (router: AppRouter, world: World) => {
  for (let turn = 0; turn < 200; turn++) {
    await world.clock.settle()
    if (router.state.status === 'idle' && !router.state.isLoading) return
  }
}

/**
 * A navigation step goes through the router, as a click on a link does: its blocker (unsaved changes) and its
 * beforeLoad ask the guard, so the screen moves, or shows "Changes Not Saved", as the app's would.
 */
const screenDriver = (router: AppRouter, world: World): ScreenDriver => ({
  play({ send, to }) {
    if (to !== undefined || send.type !== 'router.navigationRequested') return false
    // Not awaited: a navigation the dialog holds ends only with the answer (a later step).
    void router.navigate({ href: (send['target'] as RouteTarget).href })
    return true
  },
  settled: () => settledRouter(router, world),
})

async function show() {
  const params = new URLSearchParams(location.search)
  const { scenario, history, step } = readLocation(location.search)
  const theme = params.get('theme') === 'dark' ? 'dark' : 'light'
  document.documentElement.dataset['theme'] = theme
  let toasts: ToastStore | null = null
  const world = createWorld({ notify: (notice) => void toasts?.show(toastForNotice(notice)), dismiss: (id) => toasts?.withdraw(id) })
  toasts = createToastStore(world.clock)
  storeTheme(world.storage.local, theme)
  await prepare(scenario, world, { onScreen: true })
  const services = { api: world.app.api, storage: world.storage, clock: world.clock, inspect: world.inspect }
  // Every route from the start: a scenario opens any page, and its replay must not wait on a real-time import.
  await loadLaterRoutes()
  const router = createAppRouter(services, world.app)
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [scenario.path] }) })
  createRoot(document.getElementById('root')!).render(<App services={services} toasts={toasts} router={router} />)
  await settledRouter(router, world)
  await applySteps(scenario, history, step, world, screenDriver(router, world))
  await settledRouter(router, world)
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  document.documentElement.dataset['explorerReady'] = 'true'
}

void show()
