import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { ApiErrors } from '../../../core/api/errors'
import type { LoginRequest, LoginResponse } from '../../../core/identity'
import {
  signInMachine,
  type MailEmailInput,
  type ResetPasswordInput,
  type SignInEmitted,
  type SignInInput,
} from '../../../machines/identity/signIn.machine'
import { loginAnswer } from './signIn.properties'
import { createFakeActor, flush } from '../session/sessionFakes'

function startFlow(input: SignInInput) {
  const login = createFakeActor<LoginResponse, LoginRequest>('login')
  const mailEmail = createFakeActor<void, MailEmailInput>('mailEmail')
  const resetPassword = createFakeActor<LoginResponse, ResetPasswordInput>('resetPassword')
  const machine = signInMachine.provide({ actors: { login: login.actor, mailEmail: mailEmail.actor, resetPassword: resetPassword.actor } })
  const actor = createActor(machine, { input })
  const emitted: SignInEmitted[] = []
  actor.on('*', (event) => void emitted.push(event))
  actor.start()
  const snapshot = () => actor.getSnapshot()
  return { actor, login, mailEmail, resetPassword, emitted, snapshot, send: actor.send.bind(actor) }
}

describe('signingIn', () => {
  it('signs in with email and password, once, and announces the answer', async () => {
    const flow = startFlow({ view: 'sign-in' })
    flow.send({ type: 'user.signInSubmitted', email: 'ada@example.com', password: 'secret' })
    flow.send({ type: 'user.signInSubmitted', email: 'ada@example.com', password: 'secret' })
    expect(flow.login.calls).toHaveLength(1)
    expect(flow.login.latest().input).toEqual({ provider: 'password', email: 'ada@example.com', password: 'secret' })
    const answer = loginAnswer()
    flow.login.latest().answer(answer)
    await flush()
    expect(flow.snapshot().value).toBe('completed')
    expect(flow.snapshot().status).toBe('done')
    expect(flow.emitted).toEqual([{ type: 'signIn.completed', answer, way: 'signIn' }])
  })

  it('says why a wrong password is refused, keeps the email, and forgets the failure on an edit', async () => {
    const flow = startFlow({ view: 'sign-in' })
    flow.send({ type: 'user.signInSubmitted', email: 'ada@example.com', password: 'wrong' })
    flow.login.latest().fail(ApiErrors.http(401, 'auth.invalidCredentials'))
    await flush()
    expect(flow.snapshot().matches({ signingIn: 'editing' })).toBe(true)
    expect(flow.snapshot().context).toMatchObject({ failure: 'auth.error.invalidCredentials', email: 'ada@example.com' })
    flow.send({ type: 'user.fieldEdited' })
    expect(flow.snapshot().context.failure).toBeNull()
  })

  it('names too many attempts', async () => {
    const flow = startFlow({ view: 'password', email: 'ada@example.com' })
    flow.send({ type: 'user.signInSubmitted', email: 'ada@example.com', password: 'x' })
    flow.login.latest().fail(ApiErrors.http(429, 'auth.rateLimited'))
    await flush()
    expect(flow.snapshot().matches({ enteringPassword: 'editing' })).toBe(true)
    expect(flow.snapshot().context.failure).toBe('auth.error.rateLimited')
  })

  it('leaving the screen stops the login in flight', () => {
    const flow = startFlow({ view: 'sign-in' })
    flow.send({ type: 'user.signInSubmitted', email: 'ada@example.com', password: 'x' })
    flow.send({ type: 'route.viewEntered', view: 'sign-up' })
    expect(flow.login.latest().signal.aborted).toBe(true)
    expect(flow.snapshot().context.email).toBe('ada@example.com')
  })
})

describe('signingUp and verifyingCode', () => {
  it('mails a sign-up code, moves to the code screen, and creates the account with the names', async () => {
    const flow = startFlow({ view: 'sign-up' })
    flow.send({ type: 'user.signUpSubmitted', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' })
    expect(flow.mailEmail.latest().input).toEqual({ email: 'grace@example.com', purpose: 'signUp' })
    flow.mailEmail.latest().answer()
    await flush()
    expect(flow.snapshot().matches({ verifyingCode: 'editing' })).toBe(true)
    expect(flow.emitted).toEqual([
      { type: 'signIn.viewChanged', view: 'verify-code', email: 'grace@example.com', names: { firstName: 'Grace', lastName: 'Hopper' } },
    ])
    flow.send({ type: 'route.viewEntered', view: 'verify-code', email: 'grace@example.com' })
    flow.send({ type: 'user.codeSubmitted', code: '123456' })
    expect(flow.login.latest().input).toEqual({
      provider: 'email', email: 'grace@example.com', code: '123456', signUp: true, firstName: 'Grace', lastName: 'Hopper',
    })
    flow.login.latest().fail(ApiErrors.http(401, 'auth.invalidCode'))
    await flush()
    expect(flow.snapshot().context.failure).toBe('auth.error.invalidCode')
  })

  it('a reload on the code screen keeps the email and the names from the URL and history entry', () => {
    const names = { firstName: 'Grace', lastName: 'Hopper' }
    const flow = startFlow({ view: 'verify-code', email: 'grace@example.com', names })
    expect(flow.snapshot().context).toMatchObject({ email: 'grace@example.com', names, verification: 'code' })
  })

  it('resends the code to the same address, says so until an edit, and says why a resend failed', async () => {
    const flow = startFlow({ view: 'verify-code', email: 'grace@example.com' })
    flow.send({ type: 'user.resendRequested' })
    expect(flow.mailEmail.latest().input).toEqual({ email: 'grace@example.com', purpose: 'signUp' })
    expect(flow.snapshot().context.codeResent).toBe(false)
    flow.mailEmail.latest().answer()
    await flush()
    expect(flow.snapshot().matches({ verifyingCode: 'editing' })).toBe(true)
    expect(flow.snapshot().context.codeResent).toBe(true)
    flow.send({ type: 'user.fieldEdited' })
    expect(flow.snapshot().context.codeResent).toBe(false)

    flow.send({ type: 'user.resendRequested' })
    flow.mailEmail.latest().fail(ApiErrors.http(429, 'auth.rateLimited'))
    await flush()
    expect(flow.snapshot().context).toMatchObject({ codeResent: false, failure: 'auth.error.rateLimited' })
  })

  it('a code screen opened afresh (email in the URL, no names) sends the names typed there with the code', () => {
    const flow = startFlow({ view: 'verify-code', email: 'grace@example.com' })
    expect(flow.snapshot().matches({ verifyingCode: 'editing' })).toBe(true)
    flow.send({ type: 'user.codeSubmitted', code: '123456', password: 'a long passphrase', names: { firstName: 'Grace', lastName: 'Hopper' } })
    expect(flow.login.latest().input).toMatchObject({ email: 'grace@example.com', code: '123456', signUp: true, firstName: 'Grace', lastName: 'Hopper' })
  })

  it('a password typed on the code screen (after a reload) goes with the code, never into the context', async () => {
    const names = { firstName: 'Grace', lastName: 'Hopper' }
    const flow = startFlow({ view: 'verify-code', email: 'grace@example.com', names })
    flow.send({ type: 'user.codeSubmitted', code: '123456', password: 'a long passphrase' })
    expect(flow.login.latest().input).toEqual({
      provider: 'email', email: 'grace@example.com', code: '123456', signUp: true, ...names, password: 'a long passphrase',
    })
    expect(JSON.stringify(flow.snapshot().context)).not.toContain('a long passphrase')
    flow.login.latest().fail(ApiErrors.http(400, 'auth.passwordTooWeak'))
    await flush()
    expect(flow.snapshot().matches({ verifyingCode: 'editing' })).toBe(true)
    expect(flow.snapshot().context.failure).toBe('password.error.notComplex')
  })

  it('another sign-in option skips the verification, keeping the email', () => {
    const flow = startFlow({ view: 'verify-code', email: 'grace@example.com', names: { firstName: 'G', lastName: 'H' } })
    flow.send({ type: 'user.otherOptionChosen', option: 'link' })
    expect(flow.snapshot().matches({ requestingLink: 'editing' })).toBe(true)
    expect(flow.snapshot().context).toMatchObject({ email: 'grace@example.com', verification: null, names: null })
    expect(flow.emitted.at(-1)).toEqual({ type: 'signIn.viewChanged', view: 'request-link', email: 'grace@example.com', names: null })
  })

  it('regression (fast-check): "We sent a new code" is not carried to a third-party option or another screen', async () => {
    for (const leave of [
      { type: 'user.otherOptionChosen', option: 'facebook' },
      { type: 'user.providerChosen', provider: 'google' },
      { type: 'user.otherOptionChosen', option: 'password' },
    ] as const) {
      const flow = startFlow({ view: 'verify-code', email: 'ada@example.com' })
      flow.send({ type: 'user.resendRequested' })
      flow.mailEmail.latest().answer()
      await flush()
      expect(flow.snapshot().context.codeResent).toBe(true)
      flow.send(leave)
      expect(flow.snapshot().context.codeResent).toBe(false)
    }
  })

  it('a third-party option is started at the edge', () => {
    const flow = startFlow({ view: 'link-sent', email: 'grace@example.com' })
    flow.send({ type: 'user.otherOptionChosen', option: 'microsoft' })
    expect(flow.snapshot().value).toBe('startingProvider')
    expect(flow.emitted.at(-1)).toEqual({ type: 'signIn.providerStarted', provider: 'microsoft', email: 'grace@example.com' })
  })
})

describe('sign-in links', () => {
  it('mails a link, then waits for it on the link-sent screen', async () => {
    const flow = startFlow({ view: 'request-link' })
    flow.send({ type: 'user.linkRequested', email: 'ada@example.com' })
    expect(flow.mailEmail.latest().input).toEqual({ email: 'ada@example.com', purpose: 'link', redirect: undefined })
    flow.mailEmail.latest().answer()
    await flush()
    expect(flow.snapshot().matches({ awaitingLink: 'editing' })).toBe(true)
    expect(flow.snapshot().context.verification).toBe('link')
  })

  it('carries the sign-in page\'s redirect into the mailed link, and into a resent one', async () => {
    const flow = startFlow({ view: 'request-link', redirect: '/settings/account' })
    flow.send({ type: 'user.linkRequested', email: 'ada@example.com' })
    expect(flow.mailEmail.latest().input).toEqual({ email: 'ada@example.com', purpose: 'link', redirect: '/settings/account' })
    flow.mailEmail.latest().answer()
    await flush()
    flow.send({ type: 'user.resendRequested' })
    expect(flow.mailEmail.latest().input).toMatchObject({ redirect: '/settings/account' })
    flow.send({ type: 'route.viewEntered', view: 'request-link', redirect: '/search?what=nurse' })
    flow.send({ type: 'user.linkRequested', email: 'ada@example.com' })
    expect(flow.mailEmail.latest().input).toMatchObject({ redirect: '/search?what=nurse' })
  })

  it('follows a link token once; a spent link says so', async () => {
    const flow = startFlow({ view: 'email-link', linkToken: 'token-aaaaaaaaaaaaaaaaaaaaaaa' })
    flow.send({ type: 'route.viewEntered', view: 'email-link', linkToken: 'token-aaaaaaaaaaaaaaaaaaaaaaa' })
    expect(flow.login.calls).toHaveLength(1)
    expect(flow.login.latest().input).toEqual({ provider: 'email', token: 'token-aaaaaaaaaaaaaaaaaaaaaaa' })
    flow.login.latest().fail(ApiErrors.http(401, 'auth.invalidLink'))
    await flush()
    expect(flow.snapshot().matches({ followingLink: 'failed' })).toBe(true)
    expect(flow.snapshot().context.failure).toBe('auth.error.invalidLink')
  })

  it('an answer without a token is "User not found."', async () => {
    const flow = startFlow({ view: 'email-link', linkToken: 'token-aaaaaaaaaaaaaaaaaaaaaaa' })
    flow.login.latest().fail(ApiErrors.decode(['jwt: missing']))
    await flush()
    expect(flow.snapshot().context.failure).toBe('session.problem.userNotFound')
  })

  it('a link page without a token fails at once, calling nothing', () => {
    const flow = startFlow({ view: 'email-link' })
    expect(flow.snapshot().matches({ followingLink: 'failed' })).toBe(true)
    expect(flow.login.calls).toHaveLength(0)
  })
})

describe('forgettingPassword and settingPassword', () => {
  it('mails a reset code, then sets the new password and signs in with it', async () => {
    const flow = startFlow({ view: 'forgot-password', email: 'ada@example.com' })
    flow.send({ type: 'user.resetCodeRequested', email: 'ada@example.com' })
    flow.mailEmail.latest().answer()
    await flush()
    expect(flow.snapshot().matches({ settingPassword: 'editing' })).toBe(true)
    flow.send({ type: 'user.resetSubmitted', code: '123456', password: 'a long passphrase' })
    expect(flow.resetPassword.latest().input).toEqual({ email: 'ada@example.com', code: '123456', password: 'a long passphrase' })
    flow.resetPassword.latest().answer(loginAnswer())
    await flush()
    expect(flow.snapshot().value).toBe('completed')
    expect(flow.emitted.at(-1)).toMatchObject({ type: 'signIn.completed', way: 'reset' })
  })

  it('a mail that cannot be sent says so and stays', async () => {
    const flow = startFlow({ view: 'forgot-password' })
    flow.send({ type: 'user.resetCodeRequested', email: 'ada@example.com' })
    flow.mailEmail.latest().fail(ApiErrors.network(new Error('down')))
    await flush()
    expect(flow.snapshot().matches({ forgettingPassword: 'editing' })).toBe(true)
    expect(flow.snapshot().context).toMatchObject({ failure: 'signIn.error.failed', email: 'ada@example.com' })
  })
})

describe('loud defaults', () => {
  it('a call that was not provided fails the step instead of passing silently', async () => {
    const actor = createActor(signInMachine, { input: { view: 'sign-in' } }).start()
    actor.send({ type: 'user.signInSubmitted', email: 'ada@example.com', password: 'x' })
    await flush()
    expect(actor.getSnapshot().context.failure).toBe('signIn.error.failed')
  })
})
