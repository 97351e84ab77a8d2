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
import { DEFAULT_LOCALE } from '../core/constants'
import { loadEnv } from '../core/env'
import { rememberTrackingParams } from '../core/storage'
import type { EnvConfig } from '../core/schemas/env'
import { messageForLoginProblem } from '../core/session'
import { App } from './App'
import { I18nProvider } from './i18n/I18nProvider'
import { withDeferredMessages } from './i18n/messages'
import { browserTimezoneOffset, type AuthServices } from './features/auth/authServices'
import { deferredApi } from '../machines/app/deferredApi'
import { startSession } from '../machines/session/startSession'
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
  // Every call's bearer token and 401 go through the session (declared below; only called once it runs).
  const apiDeps: ApiClientDeps = {
    http,
    clock,
    session: storage.session,
    config: () => env,
    locale: () => DEFAULT_LOCALE,
    token: () => session.readyToken(),
    unauthorized: (request) => session.unauthorized(request),
    taint: () => false, // the debug panel of a later issue sets the taint flag
    notify: (notice) => toasts.show(notice),
    dismiss: (id) => toasts.withdraw(id),
  }
  // The sign-in, account and third-party calls load with their first use: the first screen makes none.
  const authApi = deferredApi(() => import('../core/api/auth').then((calls) => calls.createAuthApi(apiDeps)))
  const session = startSession({
    storage,
    clock,
    calls: {
      refresh: (token) => authApi.refresh(token),
      profile: (token) => authApi.profile(browserTimezoneOffset(), { bearer: token }),
      logout: (token) => authApi.logout(token),
    },
  })
  session.onLoggedOut((reason) => {
    if (reason !== null) toasts.show(messageForLoginProblem(reason))
  })
  // Timers sleep with the tab: look at the token again when it comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') session.recheck()
  })
  const services = { api: createApiClient(apiDeps), storage, clock }
  // The UI's logout is the session's: one POST /rest/auth/logout with the token being revoked.
  const auth: AuthServices = {
    api: deferredApi(() => import('../core/api/auth').then((calls) => ({ ...calls.createAuthApi(apiDeps), logout: () => session.logout() }))),
    session,
    account: deferredApi(() => import('../core/api/account').then((calls) => calls.createAccountApi(apiDeps))),
    oauth: deferredApi(() => import('../core/api/oauth').then((calls) => calls.createOAuthApi(apiDeps))),
    loadPasswordStrength: () => import('../adapters/zxcvbn/passwordStrength').then((scorer) => scorer.createZxcvbnPasswordStrength()),
  }
  root.render(<App services={services} toasts={toasts} router={createAppRouter(services, auth)} />)
  // `e` on any page signs in with a mailed link's token: its code (and its failure texts) load only then.
  if (new URLSearchParams(location.search).has('e')) {
    const notify = (notice: Parameters<typeof toasts.show>[0]) => toasts.show(notice)
    void withDeferredMessages(() => import('./features/auth/emailParam'))().then((param) =>
      param.signInWithEmailParam({ auth, storage, notify, location, history }),
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

loadEnv({ http, clock, local: storage.local, origin: location.origin }).then(start, showStartupFailure)
