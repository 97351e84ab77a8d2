import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent, type Observer, type PromiseActorLogic } from 'xstate'
import type { ApiNotice } from '../../core/api'
import { welcomeNotice, type AuthApi, type LoginRequest, type LoginResponse, type OAuthApi, type ProvidersResponse } from '../../core/identity'
import {
  signInMachine,
  type MailEmailInput,
  type ResetPasswordInput,
  type SignInInput,
} from './signIn.machine'
import { createSignUpPasswordHold, type SignUpPasswordHold } from './signUpPassword'
import type { SessionStore } from '../session/sessionStore'

/** A running sign-in flow. */
export type SignInActor = ActorRefFrom<typeof signInMachine>

/** The third-party sign-in options this server offers (GET /rest/auth/providers): null when they cannot be had. */
export type ProviderListActor = ActorRefFrom<PromiseActorLogic<ProvidersResponse | null>>

/**
 * What a sign-in flow calls: the sign-in calls of the auth API, the session a successful login is kept in, and the
 * third-party calls whose provider list the sign-in screens offer (absent: no third-party sign-in).
 */
export interface SignInServices {
  readonly api: Pick<AuthApi, 'login' | 'email' | 'resetPassword'>
  readonly oauth?: Pick<OAuthApi, 'providers'>
  readonly session: Pick<SessionStore, 'signedIn'>
  /** The user's offset from UTC in minutes (UTC minus local time), as the login call takes it. */
  readonly timezoneOffset: () => number
  /** XState's inspection observer (the state explorer, @statelyai/inspect); none by default. */
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
  /** Shows a toast: the greeting once signed in (core/identity welcomeNotice). */
  readonly notify?: (notice: ApiNotice) => void
}

/**
 * A sign-up's code login carries the password chosen on the sign-up form, held in memory only
 * (signUpPassword.ts), unless the code screen asked for one (after a reload) and it came with the code.
 */
const withSignUpPassword = (request: LoginRequest, held: Pick<SignUpPasswordHold, 'heldFor'>): LoginRequest => {
  if (request.provider !== 'email' || !('code' in request) || request.signUp !== true || request.password !== undefined) return request
  const password = held.heldFor(request.email)
  return password === undefined ? request : { ...request, password }
}

/** The machine with its calls bound to the auth API; a sign-up's code login takes the password `held` for it. */
export function signInMachineFor({ api, timezoneOffset }: SignInServices, held: Pick<SignUpPasswordHold, 'heldFor'> = createSignUpPasswordHold()) {
  return signInMachine.provide({
    actors: {
      login: fromPromise<LoginResponse, LoginRequest>(({ input }) => api.login(withSignUpPassword(input, held), timezoneOffset())),
      mailEmail: fromPromise<void, MailEmailInput>(({ input }) => api.email(input.email, input.purpose, input.redirect)),
      resetPassword: fromPromise<LoginResponse, ResetPasswordInput>(async ({ input }) => {
        await api.resetPassword(input)
        return api.login({ provider: 'password', email: input.email, password: input.password }, timezoneOffset())
      }),
    },
  })
}

/** The app's sign-in flow (state of the app actor). */
export interface SignInFlows {
  /**
   * The flow, told which view the URL now shows. One flow lives across the sign-in screens (and a visit
   * elsewhere), so the email typed is never lost; a completed one is replaced by a fresh one. A successful login
   * is kept in the session here, outside React, so it is kept even if the page is left at that moment.
   */
  enter(input: SignInInput): SignInActor
  /**
   * The provider buttons' list, asked for once for the app (by the first sign-in screen); a list that could not be
   * had is asked for again by the next one. Null when the app has no third-party sign-in.
   */
  providers(): ProviderListActor | null
  /** The password chosen on the sign-up form, held for the code screen's login. */
  readonly signUpPassword: SignUpPasswordHold
  /** The greeting after a sign-in outside the flow (a third party's), shown with the flow's texts. */
  readonly welcome: typeof welcomeNotice
  /** Stops the flow (a call in flight is aborted). */
  stop(): void
}

/** The sign-in flow of one app. */
export function createSignInFlows(services: SignInServices): SignInFlows {
  let current: SignInActor | null = null
  let providerList: ProviderListActor | null = null
  const signUpPassword = createSignUpPasswordHold()
  return {
    enter(input) {
      if (current && current.getSnapshot().status === 'active') {
        current.send({ type: 'route.viewEntered', ...input })
        return current
      }
      const actor = createActor(signInMachineFor(services, signUpPassword), { input, inspect: services.inspect })
      actor.on('signIn.completed', ({ answer, way }) => {
        signUpPassword.forget()
        services.session.signedIn({ jwt: answer.jwt, downloadToken: answer.downloadToken }, answer.profile)
        services.notify?.(welcomeNotice(way, answer.profile))
      })
      current = actor.start()
      return actor
    },
    providers() {
      const { oauth } = services
      if (oauth === undefined) return null
      const known = providerList?.getSnapshot()
      if (providerList && known && (known.status === 'active' || known.output !== null)) return providerList
      // Without the list the buttons are not shown: email and password still work.
      providerList = createActor(fromPromise(() => oauth.providers().catch(() => null))).start()
      return providerList
    },
    signUpPassword,
    welcome: welcomeNotice,
    stop() {
      current?.stop()
      providerList?.stop()
    },
  }
}
