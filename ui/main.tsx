/**
 * The composition root: the only place that hands browser adapters to the core. Rewrites an absolute-address
 * path, loads the env config, builds the API client and the router, and renders the app (or the start-up
 * failure alert).
 */
import { createRoot } from 'react-dom/client'
import { fetchHttp } from '../adapters/browser/fetchHttp'
import { realClock } from '../adapters/browser/realClock'
import { webStorage } from '../adapters/browser/webStorage'
import { createApiClient, type ApiClientDeps } from '../core/api'
import { createAuthApi } from '../core/api/auth'
import { DEFAULT_LOCALE } from '../core/constants'
import { loadEnv } from '../core/env'
import { rememberTrackingParams } from '../core/storage'
import type { EnvConfig } from '../core/schemas/env'
import { App } from './App'
import { I18nProvider } from './i18n/I18nProvider'
import { createSessionStore } from './features/auth/sessionStore'
import { createAppRouter } from './router'
import { rewriteAbsoluteUrlPath } from './shell/absoluteUrlPath'
import { StartupFailure } from './shell/StartupFailure'
import { createToastStore } from './shell/toasts/toastStore'
import './styles/index.css'

const rewritten = rewriteAbsoluteUrlPath(location.pathname, location.search, location.hash)
if (rewritten !== null) history.replaceState(history.state, '', rewritten)

const root = createRoot(document.getElementById('root')!)
const http = fetchHttp()
const storage = webStorage()
const clock = realClock
rememberTrackingParams(storage.session, Object.fromEntries(new URLSearchParams(location.search)))

function start(env: EnvConfig) {
  const toasts = createToastStore(clock)
  const session = createSessionStore(storage, clock)
  const apiDeps: ApiClientDeps = {
    http,
    clock,
    session: storage.session,
    config: () => env,
    locale: () => DEFAULT_LOCALE,
    token: () => session.validToken(),
    taint: () => false, // the debug panel of a later issue sets the taint flag
    notify: (notice) => toasts.show(notice),
    dismiss: (id) => toasts.withdraw(id),
  }
  const services = { api: createApiClient(apiDeps), storage, clock }
  const auth = { api: createAuthApi(apiDeps), session }
  root.render(<App services={services} toasts={toasts} router={createAppRouter(services, auth)} />)
}

function showStartupFailure(error: unknown) {
  console.error('Hireflow could not start', error)
  root.render(
    <I18nProvider>
      <StartupFailure />
    </I18nProvider>,
  )
}

loadEnv({ http, clock, local: storage.local, origin: location.origin }).then(start, showStartupFailure)
