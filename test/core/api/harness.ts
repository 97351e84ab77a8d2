import { createApi, type ApiClientDeps } from '../../../core/api/index'
import { createSearchApi } from '../../../core/search'
import type { ApiNotice } from '../../../core/api/contract'
import type { MessageId } from '../../../core/i18n/en-US'
import { createTestClock, memoryHttp, memoryStorage } from '../../../adapters/memory/index'

/** The search calls over the API transport on memory adapters and a test clock, with everything it did recorded. */
export const clientHarness = (overrides: Partial<ApiClientDeps> = {}) => {
  const clock = createTestClock(1_000_000)
  const http = memoryHttp()
  const storage = memoryStorage()
  const notices: ApiNotice[] = []
  const dismissed: MessageId[] = []
  const state = { token: null as string | null, taint: false, locale: 'en-US' }
  const deps: ApiClientDeps = {
    http,
    clock,
    session: storage.session,
    config: () => ({ apiUrl: 'https://api.hireflow.test/', jaxApiUrl: 'https://jax.hireflow.test' }),
    locale: () => state.locale,
    token: () => state.token,
    taint: () => state.taint,
    notify: (notice) => notices.push(notice),
    dismiss: (id) => dismissed.push(id),
    ...overrides,
  }
  const api = createApi(deps)
  const client = createSearchApi(api)
  return { api, client, clock, http, storage, notices, dismissed, state }
}

/** Records how a promise settled without letting a rejection go unhandled. */
export const track = <T>(promise: Promise<T>) => {
  const outcome: { status: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { status: 'pending' }
  promise.then(
    (value) => Object.assign(outcome, { status: 'resolved', value }),
    (error: unknown) => Object.assign(outcome, { status: 'rejected', error }),
  )
  return outcome
}

/**
 * The API transport on memory adapters, for tests of a domain's calls (createAccountApi(memoryApi({ http }))):
 * the test's base address, en-US, no taint, notices dropped; `deps` replaces any of that (token, clock, 401 rule).
 */
export const memoryApi = (deps: Partial<ApiClientDeps> & Pick<ApiClientDeps, 'http'>) =>
  createApi({
    clock: createTestClock(0),
    session: memoryStorage().session,
    config: () => ({ apiUrl: 'https://api.hireflow.test', jaxApiUrl: 'https://jax.hireflow.test' }),
    locale: () => 'en-US',
    token: () => null,
    taint: () => false,
    notify: () => undefined,
    ...deps,
  })

/**
 * The transport's token as the app's: the session view's while signed in, else none (the signed-in domains' calls,
 * core/api/signedInOnly.ts, are refused without one).
 */
export const sessionToken =
  (session: { current(): { readonly _tag: string; readonly token?: string } }) =>
  (): string | null => {
    const view = session.current()
    return view._tag === 'SignedIn' ? (view.token ?? null) : null
  }
