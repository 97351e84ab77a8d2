import { createTestClock, json, memoryHttp, memoryStorage, type MemoryHttp } from '../../../adapters/memory/index'
import { createApi, type ApiClientDeps } from '../../../core/api/index'
import { createSearchApi } from '../../../core/search'
import { createAuthApi } from '../../../core/identity'
import type { HttpRequest, HttpResponse } from '../../../core/ports/http'
import type { LoginProblem } from '../../../core/session'
import { startSessionRuntime, type SessionRuntime, type SessionRuntimeDeps } from '../../../machines/session/sessionRuntime'
import { searchResultJson } from '../../core/fixtures'
import { aWireProfile } from '../../core/session/profiles'
import { token } from '../../core/session/tokens'

export const NOW = Date.UTC(2026, 0, 10, 12)
export const wireProfile = aWireProfile()
export const stored = (value: unknown) => JSON.stringify(value)
export const searchAnswer = searchResultJson([])

/** An answer the test releases by hand, to hold a call in flight. */
export const heldAnswer = () => {
  let release: (response: HttpResponse) => void = () => undefined
  const answer = new Promise<HttpResponse>((resolve) => (release = resolve))
  return { answer, release: (response: HttpResponse) => release(response) }
}

export const bearerOf = (request: HttpRequest | undefined) => request?.headers['Authorization']?.replace(/^Bearer /, '') ?? null

/**
 * The session runtime wired as ui/main.tsx wires it (the API client's token and 401 hooks are the runtime's), on
 * memory storage, memory HTTP and a test clock. The server's profile and refresh answers are stubbed; a refresh
 * answers a token issued at the clock's time; `stub` replaces answers before the session starts; `start` starts the
 * session (default: the runtime itself). `clears()` counts removals of the stored jwt.
 */
export const sessionHarness = (
  initial: Parameters<typeof memoryStorage>[0] = {},
  stub: (http: MemoryHttp) => void = () => undefined,
  start: (deps: SessionRuntimeDeps) => SessionRuntime = startSessionRuntime,
) => {
  const testClock = createTestClock(NOW)
  // sleep() moves wall time without firing timers, as a laptop lid or a throttled background tab does.
  let slept = 0
  const clock = { ...testClock, now: () => testClock.now() + slept, sleep: (ms: number) => void (slept += ms) }
  const http = memoryHttp()
  const storage = memoryStorage(initial)
  let jwtRemovals = 0
  const remove = storage.local.remove.bind(storage.local)
  storage.local.remove = (key) => {
    if (key === 'jwt' && storage.local.get('jwt') !== null) jwtRemovals += 1
    remove(key)
  }
  http.on('GET', '/rest/profile', () => json(200, wireProfile))
  http.on('POST', '/rest/auth/refresh', () => json(200, { jwt: token({ issuedAt: clock.now() }), downloadToken: 'dl-new' }))
  http.on('POST', '/rest/auth/logout', () => json(200, { success: true }))
  http.on('POST', '/rest/jobs/search', () => json(200, searchAnswer))
  stub(http)
  const deps: ApiClientDeps = {
    http,
    clock,
    session: storage.session,
    config: () => ({ apiUrl: 'https://api.hireflow.test', jaxApiUrl: 'https://jax.hireflow.test' }),
    locale: () => 'en-US',
    token: () => session.readyToken(),
    unauthorized: (request) => session.unauthorized(request),
    taint: () => false,
    notify: () => undefined,
  }
  const api = createApi(deps)
  const auth = createAuthApi(api)
  const client = createSearchApi(api)
  const session: SessionRuntime = start({
    storage,
    clock,
    calls: {
      refresh: (jwt) => auth.refresh(jwt),
      profile: (jwt) => auth.profile(0, { bearer: jwt }),
      logout: (jwt) => auth.logout(jwt),
    },
  })
  const loggedOut: Array<LoginProblem | null> = []
  session.onLoggedOut((reason) => loggedOut.push(reason))
  let changes = 0
  session.subscribe(() => (changes += 1))
  const sent = (path: string) => http.requests.filter((request) => new URL(request.url).pathname === path)
  return { clock, http, storage, auth, client, session, loggedOut, sent, clears: () => jwtRemovals, changes: () => changes }
}
