import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { createTestClock, json, memoryHttp } from '../../../adapters/memory/index'
import { createAccountApi } from '../../../core/accounts'
import { ApiErrors } from '../../../core/api/errors'
import type { ProfileNameRequest } from '../../../core/accounts'
import { ACCOUNT_FAILURES } from '../../../machines/accounts/accountFailures'
import { formSubmissionMachine, type FormSubmissionMachine } from '../../../machines/forms/formSubmission.machine'
import { createFakeActor, flush } from '../session/sessionFakes'
import { memoryApi } from '../../core/api/harness'

const DAY_MS = 24 * 60 * 60 * 1000

/** A running form on a test-driven `submit` and a simulated clock. */
function startForm(machine: FormSubmissionMachine = formSubmissionMachine) {
  const clock = new SimulatedClock()
  const submit = createFakeActor<unknown, unknown>('submit')
  const actor = createActor(machine.provide({ actors: { submit: submit.actor } }), { clock, input: { failures: ACCOUNT_FAILURES } }).start()
  return {
    clock,
    submit,
    actor,
    snapshot: () => actor.getSnapshot(),
    send: (event: Parameters<typeof actor.send>[0]) => actor.send(event),
  }
}

const name = { firstName: 'Ada', lastName: 'Lovelace' }

describe('editing', () => {
  it('starts editing, with nothing shown and nothing sent', () => {
    const form = startForm()
    expect(form.snapshot().value).toBe('editing')
    expect(form.snapshot().context).toMatchObject({ output: null, failure: null, savedCount: 0 })
    form.send({ type: 'user.edited' })
    expect(form.submit.calls).toHaveLength(0)
  })

  it('a submit sends the values to `submit` and waits', () => {
    const form = startForm()
    form.send({ type: 'user.submitted', values: name })
    expect(form.snapshot().value).toBe('submitting')
    expect(form.snapshot().hasTag('busy')).toBe(true)
    expect(form.submit.latest().input).toEqual(name)
  })
})

describe('submitting', () => {
  it('sends once however often the button is pressed, and ignores edits until the answer', async () => {
    const form = startForm()
    form.send({ type: 'user.submitted', values: name })
    form.send({ type: 'user.submitted', values: { firstName: 'Other', lastName: 'Name' } })
    form.send({ type: 'user.edited' })
    expect(form.submit.calls).toHaveLength(1)
    form.submit.latest().answer('saved')
    await flush()
    expect(form.snapshot().value).toBe('saved')
  })

  it('a cancel stops the call (its signal aborts) and drops its late answer', async () => {
    const form = startForm()
    form.send({ type: 'user.submitted', values: name })
    const call = form.submit.latest()
    form.send({ type: 'user.cancelled' })
    expect(call.signal.aborted).toBe(true)
    expect(form.snapshot().value).toBe('editing')
    call.answer('too late')
    await flush()
    expect(form.snapshot().value).toBe('editing')
    expect(form.snapshot().context).toMatchObject({ output: null, savedCount: 0 })
  })

  it('stopping the actor (the screen left) aborts the call', () => {
    const form = startForm()
    form.send({ type: 'user.submitted', values: name })
    form.actor.stop()
    expect(form.submit.latest().signal.aborted).toBe(true)
  })
})

describe('saved', () => {
  it('holds the answer and counts the save; it stays with time and goes on an edit', async () => {
    const form = startForm()
    form.send({ type: 'user.submitted', values: name })
    form.submit.latest().answer({ email: 'new@example.com' })
    await flush()
    expect(form.snapshot().context).toMatchObject({ output: { email: 'new@example.com' }, failure: null, savedCount: 1 })
    form.clock.increment(DAY_MS) // no timer hides "saved": only the user does
    expect(form.snapshot().value).toBe('saved')
    form.send({ type: 'user.edited' })
    expect(form.snapshot().value).toBe('editing')
    expect(form.snapshot().context).toMatchObject({ output: null, savedCount: 1 })
  })

  it('a new submit from saved sends again', () => {
    const form = startForm()
    form.send({ type: 'user.submitted', values: name })
    form.submit.latest().answer('ok')
    return flush().then(() => {
      form.send({ type: 'user.submitted', values: name })
      expect(form.submit.calls).toHaveLength(2)
      expect(form.snapshot().context.output).toBeNull()
    })
  })
})

describe('failed', () => {
  it.each([
    [ApiErrors.http(403, 'auth.currentPasswordWrong'), 'auth.error.currentPasswordWrong'],
    [ApiErrors.http(400, 'auth.passwordTooWeak'), 'password.error.notComplex'],
    [ApiErrors.http(400, 'auth.currentPasswordRequired'), 'password.error.currentRequired'],
    [ApiErrors.http(400, 'account.emailUnchanged'), 'accountSettings.error.emailUnchanged'],
    [ApiErrors.http(429), 'auth.error.rateLimited'],
    [ApiErrors.http(500), 'accountSettings.error.saveFailed'],
    [ApiErrors.network(new Error('down')), 'accountSettings.error.saveFailed'],
  ] as const)('shows %o by its tag and code as %s', async (error, message) => {
    const form = startForm()
    form.send({ type: 'user.submitted', values: name })
    form.submit.latest().fail(error)
    await flush()
    expect(form.snapshot().value).toBe('failed')
    expect(form.snapshot().context.failure?.message).toBe(message)
    expect(form.snapshot().context.failure?.error._tag).toBe(error._tag)
  })

  it('keeps no message text or cause: only the tag, status and code', async () => {
    const form = startForm()
    form.send({ type: 'user.submitted', values: name })
    form.submit.latest().fail(ApiErrors.network(new Error('socket hang up')))
    await flush()
    expect(form.snapshot().context.failure?.error).toEqual({ _tag: 'NetworkError' })
  })

  it('an edit clears the failure; a new submit clears it too', async () => {
    const form = startForm()
    form.send({ type: 'user.submitted', values: name })
    form.submit.latest().fail(ApiErrors.http(429))
    await flush()
    form.send({ type: 'user.edited' })
    expect(form.snapshot().value).toBe('editing')
    expect(form.snapshot().context.failure).toBeNull()

    form.send({ type: 'user.submitted', values: name })
    form.submit.latest().fail(ApiErrors.http(429))
    await flush()
    form.send({ type: 'user.submitted', values: name })
    expect(form.snapshot().context.failure).toBeNull()
    expect(form.snapshot().value).toBe('submitting')
  })

  it('a cancel forgets the failure', async () => {
    const form = startForm()
    form.send({ type: 'user.submitted', values: name })
    form.submit.latest().fail(ApiErrors.http(500))
    await flush()
    form.send({ type: 'user.cancelled' })
    expect(form.snapshot().value).toBe('editing')
    expect(form.snapshot().context.failure).toBeNull()
  })
})

describe('on the account API over memory adapters', () => {
  const wireProfile = { id: 'user-1', email: 'ada@example.com', firstName: 'Augusta', lastName: 'King', admin: false, hasPassword: true, _location: null }

  function nameForm() {
    const http = memoryHttp()
    const account = createAccountApi(memoryApi({ http, clock: createTestClock(Date.UTC(2026, 0, 10)), token: () => 'header.payload.signature' }))
    const machine = formSubmissionMachine.provide({
      actors: { submit: fromPromise<unknown, unknown>(({ input }) => account.saveName(input as ProfileNameRequest)) },
    })
    const actor = createActor(machine, { clock: new SimulatedClock(), input: { failures: ACCOUNT_FAILURES } }).start()
    return { http, actor }
  }

  it('saves the name with PATCH /rest/profile and holds the answered profile', async () => {
    const { http, actor } = nameForm()
    http.on('PATCH', '/rest/profile', () => json(200, wireProfile))
    actor.send({ type: 'user.submitted', values: { firstName: 'Augusta', lastName: 'King' } })
    await flush(50)
    expect(JSON.parse(http.requests[0]?.body ?? '')).toEqual({ firstName: 'Augusta', lastName: 'King' })
    expect(actor.getSnapshot().value).toBe('saved')
    expect(actor.getSnapshot().context.output).toMatchObject({ firstName: 'Augusta', lastName: 'King' })
  })

  it('a refusal reaches the form as the server code, shown by its text id', async () => {
    const { http, actor } = nameForm()
    http.on('PATCH', '/rest/profile', () => json(429, { error: { code: 'auth.rateLimited', message: 'Slow down' } }))
    actor.send({ type: 'user.submitted', values: { firstName: 'Augusta', lastName: 'King' } })
    await flush(50)
    expect(actor.getSnapshot().context.failure).toEqual({
      error: { _tag: 'HttpError', status: 429, code: 'auth.rateLimited' },
      message: 'auth.error.rateLimited',
      fields: {},
    })
  })

  it('a body refused field by field (the API error body with issues) marks those fields, first problem each', async () => {
    const { http, actor } = nameForm()
    const issues = [
      { path: 'lastName', message: 'signIn.error.lastNameRequired' },
      { path: 'lastName', message: 'error.unsafeText' },
      { path: 'firstName', message: 'Invalid length: Expected <=100 but received 101' },
    ]
    http.on('PATCH', '/rest/profile', () => json(400, { error: { code: 'request.invalid', message: 'The body is not valid.', issues } }))
    actor.send({ type: 'user.submitted', values: { firstName: 'Augusta', lastName: ' ' } })
    await flush(50)
    const failure = actor.getSnapshot().context.failure
    expect(failure?.error).toEqual({ _tag: 'HttpError', status: 400, code: 'request.invalid', issues })
    expect(failure?.fields).toEqual({ lastName: 'signIn.error.lastNameRequired', firstName: 'forms.error.fieldRefused' })
    actor.send({ type: 'user.edited' })
    expect(actor.getSnapshot().context.failure).toBeNull()
  })
})

describe('loud defaults', () => {
  it('a submit that was not provided fails the form instead of passing silently', async () => {
    const actor = createActor(formSubmissionMachine, { input: { failures: ACCOUNT_FAILURES } }).start()
    actor.send({ type: 'user.submitted', values: {} })
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.failure).toEqual({ error: { _tag: 'UnexpectedError' }, message: 'accountSettings.error.saveFailed', fields: {} })
  })
})
