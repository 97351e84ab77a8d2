import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { createTestClock, json, memoryHttp } from '../../../adapters/memory/index'
import { createAccountApi } from '../../../core/accounts'
import { ApiErrors } from '../../../core/api/errors'
import type { EmailChangePreview } from '../../../core/accounts'
import { emailChangeMachine, type ConfirmedEmailChange, type EmailChangeInput } from '../../../machines/accounts/emailChange.machine'
import { createEmailChangeFlows } from '../../../machines/accounts/emailChangeFlow'
import { token } from '../../core/session/tokens'
import { createFakeActor, flush } from '../session/sessionFakes'
import { memoryApi } from '../../core/api/harness'
import { aProfile, aWireProfile } from '../../core/session/profiles'

const CODE = 'code-aaaaaaaaaaaaaaaaaaaaaaaa'
const NOW = Date.UTC(2026, 0, 10)
const DAY_MS = 24 * 60 * 60 * 1000

/** The flow on test-driven calls and a simulated clock. */
function startFlow() {
  const clock = new SimulatedClock()
  const loadEmailChange = createFakeActor<EmailChangePreview, EmailChangeInput>('loadEmailChange')
  const confirmEmailChange = createFakeActor<ConfirmedEmailChange, EmailChangeInput>('confirmEmailChange')
  const cancelEmailChange = createFakeActor<void, EmailChangeInput>('cancelEmailChange')
  const machine = emailChangeMachine.provide({
    actors: { loadEmailChange: loadEmailChange.actor, confirmEmailChange: confirmEmailChange.actor, cancelEmailChange: cancelEmailChange.actor },
  })
  const actor = createActor(machine, { clock, input: { code: CODE } }).start()
  return { clock, actor, loadEmailChange, confirmEmailChange, cancelEmailChange, snapshot: () => actor.getSnapshot() }
}

async function deciding() {
  const flow = startFlow()
  flow.loadEmailChange.latest().answer({ email: 'new@example.com' })
  await flush()
  return flow
}

describe('loading', () => {
  it('loads the pending change of the link, then asks', async () => {
    const flow = startFlow()
    expect(flow.snapshot().value).toBe('loading')
    expect(flow.loadEmailChange.latest().input).toEqual({ code: CODE })
    flow.loadEmailChange.latest().answer({ email: 'new@example.com' })
    await flush()
    expect(flow.snapshot().value).toEqual({ requested: 'deciding' })
    expect(flow.snapshot().context).toMatchObject({ email: 'new@example.com', failure: null })
  })

  it.each([
    ['account.emailChangeExpired', 410, 'expired', 'changeEmail.error.expired'],
    ['account.emailChangeCancelled', 410, 'failed', 'changeEmail.error.cancelled'],
    ['account.emailChangeWrongUser', 403, 'failed', 'changeEmail.error.wrongUser'],
    ['account.emailInUse', 409, 'failed', 'changeEmail.error.inUse'],
  ] as const)('a link refused with %s (%i) ends %s', async (code, status, end, message) => {
    const flow = startFlow()
    flow.loadEmailChange.latest().fail(ApiErrors.http(status, code))
    await flush()
    expect(flow.snapshot().value).toBe(end)
    expect(flow.snapshot().status).toBe('done')
    expect(flow.snapshot().context.failure).toEqual({ error: { _tag: 'HttpError', status, code }, message, fields: {} })
  })

  it('leaving the page (the actor stopped) aborts the load and drops its answer', async () => {
    const flow = startFlow()
    const load = flow.loadEmailChange.latest()
    flow.actor.stop()
    expect(load.signal.aborted).toBe(true)
    load.answer({ email: 'new@example.com' })
    await flush()
    expect(flow.snapshot().context.email).toBeNull()
  })
})

describe('requested', () => {
  it('confirms once however often the button is pressed; the cancel button waits too', async () => {
    const flow = await deciding()
    flow.actor.send({ type: 'user.confirmRequested' })
    flow.actor.send({ type: 'user.confirmRequested' })
    flow.actor.send({ type: 'user.abortRequested' })
    expect(flow.confirmEmailChange.calls).toHaveLength(1)
    expect(flow.cancelEmailChange.calls).toHaveLength(0)
    expect(flow.snapshot().hasTag('busy')).toBe(true)
    flow.confirmEmailChange.latest().answer({ email: 'new@example.com' })
    await flush()
    expect(flow.snapshot().value).toBe('confirmed')
    expect(flow.snapshot().status).toBe('done')
  })

  it('cancels the change on "Keep the current address"', async () => {
    const flow = await deciding()
    flow.actor.send({ type: 'user.abortRequested' })
    expect(flow.cancelEmailChange.latest().input).toEqual({ code: CODE })
    flow.cancelEmailChange.latest().answer()
    await flush()
    expect(flow.snapshot().value).toBe('aborted')
    expect(flow.snapshot().context.failure).toBeNull()
  })

  it('waits for the user as long as it takes: no timer', async () => {
    const flow = await deciding()
    flow.clock.increment(2 * DAY_MS)
    expect(flow.snapshot().value).toEqual({ requested: 'deciding' })
  })

  it('a link spent meanwhile ends expired; too many attempts end failed with their text', async () => {
    const spent = await deciding()
    spent.actor.send({ type: 'user.confirmRequested' })
    spent.confirmEmailChange.latest().fail(ApiErrors.http(410, 'account.emailChangeExpired'))
    await flush()
    expect(spent.snapshot().value).toBe('expired')

    const limited = await deciding()
    limited.actor.send({ type: 'user.abortRequested' })
    limited.cancelEmailChange.latest().fail(ApiErrors.http(429, 'auth.rateLimited'))
    await flush()
    expect(limited.snapshot().value).toBe('failed')
    expect(limited.snapshot().context.failure?.message).toBe('auth.error.rateLimited')
  })
})

describe('on the account API over memory adapters, as the app runs it (machines/accounts/emailChangeFlow.ts)', () => {
  const jwt = token({ issuedAt: NOW })
  const answer = { success: true, jwt, downloadToken: 'dl-2', profile: aWireProfile({ email: 'new@example.com' }), location: null }

  function appFlow() {
    const http = memoryHttp()
    const account = createAccountApi(memoryApi({ http, clock: createTestClock(NOW), token: () => jwt }))
    const session = { signedIn: vi.fn(), profileLoaded: vi.fn() }
    const flows = createEmailChangeFlows({ account, session })
    /** The app's flow of the link, as the route's loader asks for it on arrival. */
    const arrive = () => flows.enter(CODE)
    return { http, session, arrive }
  }

  it('GET the preview, POST the confirm, and keep the answered tokens before showing the new address', async () => {
    const { http, session, arrive } = appFlow()
    http.on('GET', '/rest/profile/email/:code', () => json(200, { email: 'new@example.com' }))
    http.on('POST', '/rest/profile/email/:code/confirm', () => json(200, answer))
    const actor = arrive()
    await flush(50)
    expect(actor.getSnapshot().context.email).toBe('new@example.com')
    actor.send({ type: 'user.confirmRequested' })
    await flush(50)
    expect(http.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      `GET /rest/profile/email/${CODE}`,
      `POST /rest/profile/email/${CODE}/confirm`,
    ])
    expect(session.signedIn).toHaveBeenCalledWith({ jwt, downloadToken: 'dl-2' }, aProfile({ email: 'new@example.com' }))
    expect(actor.getSnapshot().value).toBe('confirmed')
    expect(actor.getSnapshot().context.email).toBe('new@example.com')
  })

  it('the server\'s refusal reaches the flow by its code', async () => {
    const { http, session, arrive } = appFlow()
    http.on('GET', '/rest/profile/email/:code', () => json(403, { error: { code: 'account.emailChangeWrongUser', message: 'another account' } }))
    const actor = arrive()
    await flush(50)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.failure?.message).toBe('changeEmail.error.wrongUser')
    expect(session.signedIn).not.toHaveBeenCalled()
  })
})

describe('loud defaults', () => {
  it('a load that was not provided fails the flow instead of passing silently', async () => {
    const actor = createActor(emailChangeMachine, { input: { code: CODE } }).start()
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.failure).toEqual({ error: { _tag: 'UnexpectedError' }, message: 'accountSettings.error.saveFailed', fields: {} })
  })
})
