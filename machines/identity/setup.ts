import { assign, emit, fromPromise, setup } from 'xstate'
import type { MessageId } from '../../core/i18n/en-US'
import type { EmailPurpose, LoginRequest, LoginResponse, SignInWay } from '../../core/identity'
import {
  initialContext,
  type SignInContext,
  type SignInEmitted,
  type SignInEvent,
  type SignInInput,
  type SignInOption,
  type SignInView,
  type SignUpNames,
  type ThirdPartyProvider,
} from './flow'

/** What the `mailEmail` actor is asked for: mail a code or a sign-in link to this address. */
export interface MailEmailInput {
  readonly email: string
  readonly purpose: EmailPurpose
  /** Where a mailed sign-in link returns to (the sign-in page's `redirect`). */
  readonly redirect?: string | undefined
}

/** What the `resetPassword` actor is asked for: set the password with the mailed code, then sign in with it. */
export interface ResetPasswordInput {
  readonly email: string
  readonly code: string
  readonly password: string
}

type RouteEntered = Extract<SignInEvent, { type: 'route.viewEntered' }>

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

/** The named effects, guards and actions of the signIn machine (its statechart is in signIn.machine.ts). */
export const signInSetup = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    emitted: {} as SignInEmitted,
    input: {} as SignInInput,
    /** `busy`: a call is in flight (the form's submit button waits). */
    tags: {} as 'busy',
  },
  actors: {
    /** POST /rest/auth/login; rejects with an ApiError. */
    login: fromPromise<LoginResponse, LoginRequest>(notProvided('login')),
    /** POST /rest/auth/email; answers the same for known and unknown addresses. */
    mailEmail: fromPromise<void, MailEmailInput>(notProvided('mailEmail')),
    /** POST /rest/auth/reset-password, then a password login with the new password. */
    resetPassword: fromPromise<LoginResponse, ResetPasswordInput>(notProvided('resetPassword')),
  },
  guards: {
    entersView: ({ context }, params: { view: SignInView; event: RouteEntered }) =>
      params.event.view === params.view &&
      (context.view !== params.view || (params.view === 'email-link' && (params.event.linkToken ?? null) !== context.linkToken)),
    hasLinkToken: ({ context }) => context.linkToken !== null,
    hasEmail: ({ context }) => context.email !== '',
    optionIs: (_, params: { chosen: SignInOption; option: SignInOption }) => params.chosen === params.option,
  },
  actions: {
    adoptRoute: assign(({ context }, event: RouteEntered) => {
      const email = event.email !== undefined && event.email !== '' ? event.email : context.email
      const linkToken = event.linkToken ?? null
      const base = initialContext({
        view: event.view,
        email,
        linkToken: event.linkToken,
        names: event.names ?? context.names ?? undefined,
        redirect: event.redirect,
      })
      return { ...base, linkToken, provider: context.provider }
    }),
    adoptEmail: assign((_, params: { email: string }) => ({ email: params.email })),
    /** Forgets what the last call said (its failure, or that a new code was sent). */
    clearFailure: assign({ failure: null, codeResent: false }),
    noteCodeResent: assign({ codeResent: true }),
    rememberFailure: assign((_, params: { failure: MessageId }) => ({ failure: params.failure })),
    startSignUp: assign((_, params: { email: string; names: SignUpNames }) => ({ email: params.email, names: params.names, failure: null })),
    verifyBy: assign((_, params: { verification: SignInContext['verification'] }) => ({ verification: params.verification })),
    skipVerification: assign({ verification: null, names: null, failure: null, codeResent: false }),
    showView: assign((_, params: { view: SignInView }) => ({ view: params.view, failure: null, codeResent: false })),
    announceView: emit(({ context }) => ({ type: 'signIn.viewChanged' as const, view: context.view, email: context.email, names: context.names })),
    startProvider: assign((_, params: { provider: ThirdPartyProvider }) => ({ provider: params.provider, failure: null, codeResent: false })),
    announceProvider: emit(({ context }) => ({ type: 'signIn.providerStarted' as const, provider: context.provider ?? 'google', email: context.email })),
    complete: assign((_, params: { answer: LoginResponse }) => ({ answer: params.answer, failure: null })),
    announceCompletion: emit((_, params: { answer: LoginResponse; way: SignInWay }) => ({ type: 'signIn.completed' as const, answer: params.answer, way: params.way })),
  },
})
