/**
 * The composition root: the only place that hands browser adapters to the core. Rewrites an absolute-address
 * path, loads the env config, builds the API client and the router, and renders the app (or the start-up
 * failure alert).
 */
import { createRoot } from 'react-dom/client'
import { fetchHttp } from '../adapters/browser/fetchHttp'
import { realClock } from '../adapters/browser/realClock'
import { webStorage } from '../adapters/browser/webStorage'
import { createApiClient } from '../core/api'
import { DEFAULT_LOCALE } from '../core/constants'
import { loadEnv } from '../core/env'
import { rememberTrackingParams } from '../core/storage'
import type { EnvConfig } from '../core/schemas/env'
import { App } from './App'
import { I18nProvider } from './i18n/I18nProvider'
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
  const api = createApiClient({
    http,
    clock,
    session: storage.session,
    config: () => env,
    locale: () => DEFAULT_LOCALE,
    token: () => null, // the session issue supplies the bearer token
    taint: () => false, // the debug panel of a later issue sets the taint flag
    notify: (notice) => toasts.show(notice),
    dismiss: (id) => toasts.withdraw(id),
  })
  const services = { api, storage, clock }
  root.render(<App services={services} toasts={toasts} router={createAppRouter(services)} />)
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
