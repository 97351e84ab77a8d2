/**
 * The composition root, loaded by the page's entry (ui/entry.ts): the only place that hands browser adapters to the core. Rewrites an absolute-address
 * path, loads the env config, starts the app actor (machines/app) on the browser's adapters, builds the router
 * around it, and renders the app (or the start-up failure alert).
 */
import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { fetchHttp } from '../adapters/browser/fetchHttp'
import { primedHttp, readPageData } from '../adapters/browser/primedHttp'
import { realClock } from '../adapters/browser/realClock'
import { browserTimezoneOffset } from '../adapters/browser/timezone'
import { webStorage } from '../adapters/browser/webStorage'
import { loadEnv, type EnvConfig } from '../core/env'
import type { IdentityPromptPort } from '../core/ports'
import { rememberTrackingParams } from '../core/storage'
import { createAppActor, type AppDeps } from '../machines/app/appActor'
import { App } from './App'
import { I18nProvider } from './i18n/I18nProvider'
import { withDeferredMessages } from './i18n/messages'
import { createAppRouter } from './router'
import { rewriteAbsoluteUrlPath } from '../adapters/browser/absoluteUrlPath'
import { StartupFailure } from './shell/StartupFailure'
import { createToastStore, toastForNotice } from '../machines/toasts/toastStore'
import { createActionQueue } from '../machines/diagnostics/actionQueue'
import { captureErrors } from '../adapters/browser/errorCapture'
import { isChunkLoadError } from '../core/diagnostics'
import { DEV_KEYS, developerMode, overriddenClock } from '../core/devtools/guard'

const rewritten = rewriteAbsoluteUrlPath(location.pathname, location.search, location.hash)
if (rewritten !== null) history.replaceState(history.state, '', rewritten)

// Errors are noted from the very start; the reporter itself loads with the first one (ui/errorReporting.ts).
const errors = captureErrors()
// Render errors caught by a boundary (a route's error component) are reported too; a tagged failure is not a bug.
const root = createRoot(document.getElementById('root')!, {
  onCaughtError: (error) => {
    console.error(error)
    errors.capture(error)
  },
  onUncaughtError: (error) => {
    console.error(error)
    errors.capture(error)
  },
})
// A page the server rendered carries the API answers it was made from: the app starts on them, asking nothing twice.
const pageData = readPageData(document)
const rawHttp = primedHttp(fetchHttp(), pageData)
const storage = webStorage()
// Developer mode (off the production origin only, spec section 6): the date override moves the app's clock, the taint
// switch fails every call, and the debug panel's button loads in a chunk of its own (ui/features/devtools).
const devMode = developerMode(storage.local, location, import.meta.env.VITE_PRODUCTION_ORIGIN)
const clock = devMode ? overriddenClock(realClock, storage.local) : realClock
// An address the server finds automated gets 403 request.suspicious on every call: the app shows /suspicious.
const http = suspicious(errors.observe(rawHttp))
rememberTrackingParams(storage.session, Object.fromEntries(new URLSearchParams(location.search)))

/** Google's one-tap prompt, whose adapter (and Google's script) loads only when a page offers it. */
const identityPrompt: IdentityPromptPort = {
  offer(clientId, onCredential) {
    const offered = import('../adapters/browser/googleOneTap').then((google) => google.googleOneTap().offer(clientId, onCredential))
    return () => void offered.then((withdraw) => withdraw())
  },
}

async function start(env: EnvConfig, inspect?: AppDeps['inspect']) {
  const toasts = createToastStore(clock)
  // The app actor runs the session, the navigation guard, sign-in and search over one transport (core/api's
  // createApi, each domain's calls built from it); here it gets the browser's adapters.
  const app = createAppActor({
    http,
    storage,
    clock,
    config: () => env,
    timezoneOffset: browserTimezoneOffset,
    notify: (notice) => void toasts.show(toastForNotice(notice)),
    dismiss: (id) => toasts.withdraw(id),
    // The saved-jobs machine's notices (saveJob.full, ...) are deferred texts: they load with it.
    loadSavedJobs: withDeferredMessages(() => import('../machines/savedJobs/savedJobsRuntime')),
    loadPasswordStrength: () => import('../adapters/zxcvbn/passwordStrength').then((scorer) => scorer.createZxcvbnPasswordStrength()),
    inspect,
    // XMLHttpRequest uploads (progress) load with the first upload, not with the first screen.
    upload: { upload: (request) => import('../adapters/browser/xhrUpload').then((xhr) => xhr.xhrUpload().upload(request)) },
    // IndexedDB (idb) loads once signed in (claims of applications made before signing in) or with the screens that
    // use it (the apply drafts, this device's applications).
    loadLocalDatabase: () => import('../adapters/browser/idbLocalDatabase').then((idb) => idb.idbLocalDatabase()),
    // A refused claim is logged with its id and reason (never the email); a failed check is a warning only.
    log: (entry) => console[entry.level]('[claims]', entry),
    newId: () => crypto.randomUUID(),
    // The realtime channel (its socket, machine and notifications) loads with the signed-in header's chunk.
    loadSocket: () => import('../adapters/browser/webSocketPort').then((socket) => socket.webSocketPort()),
    random: Math.random,
    taint: devMode ? () => storage.local.get(DEV_KEYS.taint) === 'true' : undefined,
  })
  // Timers sleep with the tab: the session looks at its token again when the tab comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') app.send({ type: 'page.becameVisible' })
  })
  // Product actions wait here until their sender loads after the first paint.
  const actions = createActionQueue(() => location.pathname)
  const services = { api: app.api, suggestions: app.suggestions, storage, clock, identityPrompt, inspect, actions }
  const router = createAppRouter(services, app)
  router.subscribe('onResolved', (event) => errors.navigated(event.toLocation.pathname))
  // On a page the server rendered, its HTML stays until the app's first render can show the same page: the route's
  // match, lazy chunk and loaders, and the searches its page starts, all answered from the inlined answers (no
  // network). Rendering earlier empties #root, then shows a skeleton (docs/decisions.md, "First paint").
  if (pageData.length > 0) await router.load().then(settled, settled)
  // A transition: React renders the page in slices of a few milliseconds, so the first render is no long task
  // (the server's HTML stays on screen until it commits).
  startTransition(() => root.render(<App services={services} toasts={toasts} router={router} />))
  // The reporter loads with the first error. A part of the app that could not be fetched (offline) is the network's
  // doing: the route says so (RouteError), nothing is reported; so the reporter's own failed load, unhandled, does not
  // come back here without end (a walk saw a tab freeze so), and is forgotten so that the next error loads it again.
  let reporting: Promise<(error: unknown) => void> | null = null
  errors.attach((error) => {
    if (isChunkLoadError(error)) return
    reporting ??= import('./errorReporting')
      .then(({ createErrorReporting }) => createErrorReporting({ http: rawHttp, apiUrl: () => env.apiUrl, app, toasts, breadcrumbs: errors.breadcrumbs }))
      .then((reporter) => (failure: unknown) => void reporter.report(failure))
    reporting.then((report) => report(error), () => (reporting = null))
  })
  // After the first paint, in chunks of their own: web vitals, the offline toast, the service worker.
  requestAnimationFrame(() =>
    setTimeout(() =>
      void import('./afterPaint').then(({ startAfterPaint }) =>
        startAfterPaint({
          toasts,
          clock,
          apiUrl: () => env.apiUrl,
          connectActions: actions.connect,
          loadWebVitals: () => import('../adapters/browser/webVitals'),
          registerServiceWorker: (onUpdateReady) => import('../adapters/browser/serviceWorker').then((worker) => worker.registerServiceWorker(onUpdateReady)),
        }),
      ),
    ),
  )
  if (devMode) void import('./features/devtools/mountDevTools').then((dev) => dev.mountDevTools({ router, app, services, toasts }))
  // `e` on any page signs in with a mailed link's token: its code (and its failure texts) load only then.
  if (new URLSearchParams(location.search).has('e')) {
    const notify = (notice: Parameters<typeof toastForNotice>[0]) => void toasts.show(toastForNotice(notice))
    const replaceUrl = (href: string) => history.replaceState(history.state, '', href)
    void withDeferredMessages(() => import('../machines/identity/emailParamSignIn'))().then((param) =>
      param.signInWithEmailParam({ app, storage, notify, location, replaceUrl }),
    )
  }
}

/** After every promise already resolved has run on (the inlined answers reach the machines that asked). */
const settled = () => new Promise((resolve) => setTimeout(resolve))

/** Watches every API answer for the server's "looks automated" refusal (docs/decisions.md) and opens /suspicious. */
function suspicious(http: typeof rawHttp): typeof rawHttp {
  return {
    send: (request) =>
      http.send(request).then((response) => {
        if (response.status === 403 && response.body.includes('"request.suspicious"') && location.pathname !== '/suspicious') location.assign(suspiciousPath(response.headers['retry-after']))
        return response
      }),
  }
}

/** /suspicious with the server's wait, when it gave one in seconds. */
function suspiciousPath(retryAfter: string | undefined): string {
  const wait = Number(retryAfter)
  return Number.isInteger(wait) && wait > 0 ? `/suspicious?wait=${wait}` : '/suspicious'
}

/** The header and the reconnecting notice while GET /env is retried, then the start-up failure alert: never a blank page. */
const showStartupState = (gaveUp: boolean) =>
  root.render(
    <I18nProvider>
      <StartupFailure gaveUp={gaveUp} />
    </I18nProvider>,
  )

function showStartupFailure(error: unknown) {
  console.error('Hireflow could not start', error)
  showStartupState(true)
}

// `?inspect` in development follows the app's machines live (ui/devInspect.ts); the production build drops the branch.
const startInspected = (env: EnvConfig) => import('./devInspect').then((dev) => dev.devInspector(location.search)).then((inspect) => start(env, inspect))
loadEnv({ http, clock, local: storage.local, origin: location.origin, onRetrying: () => showStartupState(false) }).then(import.meta.env.DEV ? startInspected : start, showStartupFailure)
