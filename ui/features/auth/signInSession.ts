import type { HistoryState } from '@tanstack/history'
import { createActor, fromPromise, type ActorRefFrom, type PromiseActorLogic } from 'xstate'
import type { LoginRequest, LoginResponse, ProvidersResponse } from '../../../core/identity'
import {
  signInMachine,
  viewOf,
  type MailEmailInput,
  type ResetPasswordInput,
  type SignInInput,
} from '../../../machines/signIn.machine'
import { forgetSignUpPassword, signUpPasswordFor } from '../account/signUpPassword'
import { browserTimezoneOffset, type AuthServices } from './authServices'
import { validateLoginSearch } from './loginSearch'
import './signUpState'

/** A running sign-in flow. */
export type SignInActor = ActorRefFrom<typeof signInMachine>

/**
 * A sign-up's code login carries the password chosen on the sign-up form, held in memory only
 * (account/signUpPassword), unless the code screen asked for one (after a reload) and it came with the code.
 */
const withSignUpPassword = (request: LoginRequest): LoginRequest => {
  if (request.provider !== 'email' || !('code' in request) || request.signUp !== true || request.password !== undefined) return request
  const password = signUpPasswordFor(request.email)
  return password === undefined ? request : { ...request, password }
}

/** The machine with its calls bound to the auth API. */
export function signInMachineFor(auth: AuthServices) {
  return signInMachine.provide({
    actors: {
      login: fromPromise<LoginResponse, LoginRequest>(({ input }) => auth.api.login(withSignUpPassword(input), browserTimezoneOffset())),
      mailEmail: fromPromise<void, MailEmailInput>(({ input }) => auth.api.email(input.email, input.purpose)),
      resetPassword: fromPromise<LoginResponse, ResetPasswordInput>(async ({ input }) => {
        await auth.api.resetPassword(input)
        return auth.api.login({ provider: 'password', email: input.email, password: input.password }, browserTimezoneOffset())
      }),
    },
  })
}

const flows = new WeakMap<AuthServices, SignInActor>()

/**
 * The app's sign-in flow, told which view the URL now shows. One flow lives across the sign-in screens (and a
 * visit elsewhere), so the email typed is never lost; a completed one is replaced by a fresh one. A successful
 * login is stored here, outside React, so it is kept even if the page is left at that moment.
 */
export function obtainSignInActor(auth: AuthServices, input: SignInInput): SignInActor {
  const current = flows.get(auth)
  if (current && current.getSnapshot().status === 'active') {
    current.send({ type: 'route.viewEntered', ...input })
    return current
  }
  const actor = createActor(signInMachineFor(auth), { input })
  actor.on('signIn.completed', ({ answer }) => {
    forgetSignUpPassword()
    auth.session.signedIn({ jwt: answer.jwt, downloadToken: answer.downloadToken }, answer.profile)
  })
  flows.set(auth, actor.start())
  return actor
}

/** The third-party sign-in options this server offers (GET /rest/auth/providers): null when they cannot be had. */
export type ProviderListActor = ActorRefFrom<PromiseActorLogic<ProvidersResponse | null>>

const providerLists = new WeakMap<AuthServices, ProviderListActor>()

/**
 * The provider list, asked for once for the app (by the first sign-in screen); a list that could not be had is
 * asked for again by the next one. Null when the app has no third-party sign-in.
 */
export function obtainProviderList(auth: AuthServices): ProviderListActor | null {
  const { oauth } = auth
  if (oauth === undefined) return null
  const known = providerLists.get(auth)?.getSnapshot()
  if (known !== undefined && (known.status === 'active' || known.output !== null)) return providerLists.get(auth)!
  // Without the list the buttons are not shown: email and password still work.
  const list = createActor(fromPromise(() => oauth.providers().catch(() => null))).start()
  providerLists.set(auth, list)
  return list
}

/** What the sign-in routes' loader gets from the router. */
export interface LoginLoaderInput {
  readonly context: { readonly auth: AuthServices }
  readonly params: { readonly view?: string }
  readonly location: { readonly search: object; readonly state: HistoryState }
}

/** The sign-in routes' loader data: the flow the page renders, and the third-party providers to offer. */
export interface LoginLoaderData {
  readonly flow: SignInActor
  readonly providers: ProviderListActor | null
}

/**
 * The loader of /login and /login/{view}: the URL decides the screen (so Back and reload work), and the flow
 * follows it. The query's email, the link token and the sign-up names of the history entry go with it. The
 * provider buttons' list is loaded here too (once).
 */
export function enterLoginView({ context, params, location }: LoginLoaderInput): LoginLoaderData {
  const query = validateLoginSearch(location.search as Record<string, unknown>)
  const draft = location.state.signUp
  const input: SignInInput = {
    view: viewOf(params.view),
    email: query.email ?? draft?.email,
    linkToken: query.token,
    names: draft === undefined ? undefined : { firstName: draft.firstName, lastName: draft.lastName },
  }
  return { flow: obtainSignInActor(context.auth, input), providers: obtainProviderList(context.auth) }
}
