/** Building blocks of the signIn statechart (machines/signIn.machine.ts): transitions and screens used more than once. */
import type { LoginResponse, SignInWay } from '../../core/identity'
import { failureOf } from './failures'
import type { SignInOption, SignInView } from './flow'

/** The ids under which the calls are invoked; their done/error events are `xstate.done.actor.login` etc. */
export const LOGIN_ACTOR_ID = 'login'
export const MAIL_EMAIL_ACTOR_ID = 'mailEmail'
export const RESET_PASSWORD_ACTOR_ID = 'resetPassword'

/** The state showing each view of the URL. */
export const STATE_OF_VIEW = {
  'sign-in': 'signingIn',
  password: 'enteringPassword',
  'sign-up': 'signingUp',
  'verify-code': 'verifyingCode',
  'link-sent': 'awaitingLink',
  'request-link': 'requestingLink',
  'forgot-password': 'forgettingPassword',
  'reset-password': 'settingPassword',
  'email-link': 'followingLink',
} as const satisfies Record<SignInView, string>

/** Moves to a view's state by the flow's own decision, and tells the edge to put it in the URL. */
export const moveTo = (view: SignInView) => ({
  target: `#signIn.${STATE_OF_VIEW[view]}`,
  actions: [{ type: 'showView', params: { view } }, 'announceView'],
}) as const

/** A login answered: the flow is completed, and the edge told how (a sign-up, a reset or a sign-in) to keep it and greet. */
export const completeWith = (way: SignInWay) => ({
  target: '#signIn.completed',
  actions: [
    { type: 'complete', params: ({ event }: { event: { output: LoginResponse } }) => ({ answer: event.output }) },
    { type: 'announceCompletion', params: ({ event }: { event: { output: LoginResponse } }) => ({ answer: event.output, way }) },
  ],
}) as const

export const failWith = (call: Parameters<typeof failureOf>[0], target = 'editing') => ({
  target,
  actions: { type: 'rememberFailure', params: ({ event }: { event: { error: unknown } }) => ({ failure: failureOf(call, event.error) }) },
}) as const

const otherOption = (option: SignInOption) => ({ event }: { event: { option: SignInOption } }) => ({ chosen: event.option, option })

/** Choosing another sign-in option on a verification screen leaves the verification for that option's screen. */
export const skipVerification = [
  { guard: { type: 'optionIs', params: otherOption('password') }, ...moveTo('sign-in'), actions: ['skipVerification', ...moveTo('sign-in').actions] },
  { guard: { type: 'optionIs', params: otherOption('link') }, ...moveTo('request-link'), actions: ['skipVerification', ...moveTo('request-link').actions] },
  {
    target: '#signIn.startingProvider',
    actions: [
      'skipVerification',
      { type: 'startProvider', params: ({ event }: { event: { option: SignInOption } }) => ({ provider: event.option as Exclude<SignInOption, 'password' | 'link'> }) },
    ],
  },
] as const

/** A screen whose form signs in with an email and a password (sign-in, and password entry for a given email). */
export const passwordScreen = (description: string) => ({
  description,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.signInSubmitted': {
          target: 'submitting',
          actions: [{ type: 'adoptEmail', params: ({ event }: { event: { email: string } }) => ({ email: event.email }) }, 'clearFailure'],
        },
      },
    },
    submitting: {
      description: 'One login in flight; a second submit is ignored until it answers.',
      tags: 'busy',
      invoke: {
        id: LOGIN_ACTOR_ID,
        src: 'login',
        input: ({ event }: { event: { type: string; email?: string; password?: string } }) => ({
          provider: 'password' as const,
          email: event.email ?? '',
          password: event.password ?? '',
        }),
        onDone: completeWith('signIn'),
        onError: failWith('password'),
      },
    },
  },
}) as const

/** A screen whose form asks for a mail (a reset code or a sign-in link) and moves on once it is sent. */
export const mailScreen = (description: string, request: 'user.linkRequested' | 'user.resetCodeRequested', purpose: 'link' | 'reset', next: SignInView) => ({
  description,
  initial: 'editing',
  states: {
    editing: {
      on: {
        [request]: {
          target: 'sending',
          actions: [{ type: 'adoptEmail', params: ({ event }: { event: { email: string } }) => ({ email: event.email }) }, 'clearFailure'],
        },
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: MAIL_EMAIL_ACTOR_ID,
        src: 'mailEmail',
        input: ({ context }: { context: { email: string; redirect: string | null } }) => ({ email: context.email, purpose, redirect: context.redirect ?? undefined }),
        onDone: { ...moveTo(next), actions: [{ type: 'verifyBy', params: { verification: purpose === 'link' ? 'link' : null } }, ...moveTo(next).actions] },
        onError: failWith('mail'),
      },
    },
  },
}) as const
