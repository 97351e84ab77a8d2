import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import type { AuthApi } from '../../core/api/auth'
import type { LoginRequest, LoginResponse } from '../../core/schemas/auth'
import {
  signInMachine,
  type MailEmailInput,
  type ResetPasswordInput,
  type SignInInput,
} from '../signIn.machine'
import { forgetSignUpPassword, signUpPasswordFor } from './signUpPassword'
import type { SessionStore } from '../session/sessionStore'

/** A running sign-in flow. */
export type SignInActor = ActorRefFrom<typeof signInMachine>

/** What a sign-in flow calls: the sign-in calls of the auth API, and the session a successful login is kept in. */
export interface SignInServices {
  readonly api: Pick<AuthApi, 'login' | 'email' | 'resetPassword'>
  readonly session: Pick<SessionStore, 'signedIn'>
}

/**
 * A sign-up's code login carries the password chosen on the sign-up form, held in memory only
 * (account/signUpPassword), unless the code screen asked for one (after a reload) and it came with the code.
 */
const withSignUpPassword = (request: LoginRequest): LoginRequest => {
  if (request.provider !== 'email' || !('code' in request) || request.signUp !== true || request.password !== undefined) return request
  const password = signUpPasswordFor(request.email)
  return password === undefined ? request : { ...request, password }
}

/** The machine with its calls bound to the auth API; `timezoneOffset` is the user's (UTC minus local, minutes). */
export function signInMachineFor(auth: SignInServices, timezoneOffset: () => number) {
  return signInMachine.provide({
    actors: {
      login: fromPromise<LoginResponse, LoginRequest>(({ input }) => auth.api.login(withSignUpPassword(input), timezoneOffset())),
      mailEmail: fromPromise<void, MailEmailInput>(({ input }) => auth.api.email(input.email, input.purpose)),
      resetPassword: fromPromise<LoginResponse, ResetPasswordInput>(async ({ input }) => {
        await auth.api.resetPassword(input)
        return auth.api.login({ provider: 'password', email: input.email, password: input.password }, timezoneOffset())
      }),
    },
  })
}

const flows = new WeakMap<SignInServices, SignInActor>()

/**
 * The app's sign-in flow, told which view the URL now shows. One flow lives across the sign-in screens (and a
 * visit elsewhere), so the email typed is never lost; a completed one is replaced by a fresh one. A successful
 * login is stored here, outside React, so it is kept even if the page is left at that moment.
 */
export function obtainSignInActor(auth: SignInServices, input: SignInInput, timezoneOffset: () => number): SignInActor {
  const current = flows.get(auth)
  if (current && current.getSnapshot().status === 'active') {
    current.send({ type: 'route.viewEntered', ...input })
    return current
  }
  const actor = createActor(signInMachineFor(auth, timezoneOffset), { input })
  actor.on('signIn.completed', ({ answer }) => {
    forgetSignUpPassword()
    auth.session.signedIn({ jwt: answer.jwt, downloadToken: answer.downloadToken }, answer.profile)
  })
  flows.set(auth, actor.start())
  return actor
}
