/**
 * The composition root: the only place that hands browser adapters to the core. Rewrites an absolute-address
 * path, loads the env config, starts the app actor (machines/app) on the browser's adapters, builds the router
 * around it, and renders the app (or the start-up failure alert).
 */
import { createRoot } from 'react-dom/client'
import { fetchHttp } from '../adapters/browser/fetchHttp'
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
import { createToastStore } from '../machines/toasts/toastStore'
import './styles/index.css'

const rewritten = rewriteAbsoluteUrlPath(location.pathname, location.search, location.hash)
if (rewritten !== null) history.replaceState(history.state, '', rewritten)

const root = createRoot(document.getElementById('root')!)
const http = fetchHttp()
const storage = webStorage()
const clock = realClock
rememberTrackingParams(storage.session, Object.fromEntries(new URLSearchParams(location.search)))

/** Google's one-tap prompt, whose adapter (and Google's script) loads only when a page offers it. */
const identityPrompt: IdentityPromptPort = {
  offer(clientId, onCredential) {
    const offered = import('../adapters/browser/googleOneTap').then((google) => google.googleOneTap().offer(clientId, onCredential))
    return () => void offered.then((withdraw) => withdraw())
  },
}

function start(env: EnvConfig, inspect?: AppDeps['inspect']) {
  const toasts = createToastStore(clock)
  // The app actor runs the session, the navigation guard, sign-in and search over one transport (core/api's
  // createApi, each domain's calls built from it); here it gets the browser's adapters.
  const app = createAppActor({
    http,
    storage,
    clock,
    config: () => env,
    timezoneOffset: browserTimezoneOffset,
    notify: (notice) => toasts.show(notice),
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
  })
  // Timers sleep with the tab: the session looks at its token again when the tab comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') app.send({ type: 'page.becameVisible' })
  })
  const services = { api: app.api, suggestions: app.suggestions, storage, clock, identityPrompt }
  root.render(<App services={services} toasts={toasts} router={createAppRouter(services, app)} />)
  // `e` on any page signs in with a mailed link's token: its code (and its failure texts) load only then.
  if (new URLSearchParams(location.search).has('e')) {
    const notify = (notice: Parameters<typeof toasts.show>[0]) => toasts.show(notice)
    const replaceUrl = (href: string) => history.replaceState(history.state, '', href)
    void withDeferredMessages(() => import('../machines/identity/emailParamSignIn'))().then((param) =>
      param.signInWithEmailParam({ app, storage, notify, location, replaceUrl }),
    )
  }
}

function showStartupFailure(error: unknown) {
  console.error('Hireflow could not start', error)
  root.render(
    <I18nProvider>
      <StartupFailure />
    </I18nProvider>,
  )
}

// `?inspect` in development follows the app's machines live (ui/devInspect.ts); the production build drops the branch.
const startInspected = (env: EnvConfig) => import('./devInspect').then((dev) => dev.devInspector(location.search)).then((inspect) => start(env, inspect))
loadEnv({ http, clock, local: storage.local, origin: location.origin }).then(import.meta.env.DEV ? startInspected : start, showStartupFailure)
