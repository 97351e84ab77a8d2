import { initialContext, SIGN_IN_VIEWS } from './flow'
import {
  completeWith,
  failWith,
  LOGIN_ACTOR_ID,
  mailScreen,
  MAIL_EMAIL_ACTOR_ID,
  moveTo,
  passwordScreen,
  RESET_PASSWORD_ACTOR_ID,
  skipVerification,
  STATE_OF_VIEW,
} from './screens'
import { signInSetup } from './setup'

export { SIGN_IN_VIEWS, THIRD_PARTY_PROVIDERS, viewOf } from './flow'
export type {
  SignInContext,
  SignInEmitted,
  SignInEvent,
  SignInInput,
  SignInOption,
  SignInView,
  SignUpNames,
  ThirdPartyProvider,
  Verification,
} from './flow'
export type { MailEmailInput, ResetPasswordInput } from './setup'
export { failureOf, type FailedCall } from './failures'
export { LOGIN_ACTOR_ID, MAIL_EMAIL_ACTOR_ID, RESET_PASSWORD_ACTOR_ID, STATE_OF_VIEW } from './screens'

/**
 * The sign-in flow (spec sections 2 and 4): sign in, password entry, sign up, email code verification, email
 * link verification, sign-in link request, forgot password with a reset code, set password, and completion;
 * third-party providers are started at the edge. The URL decides the screen (`route.viewEntered`, e.g. after
 * Back or a reload); the flow moves on by itself after a call succeeds and emits `signIn.viewChanged`, which the
 * edge puts in the URL. Effects, provided at the edge: actors `login`, `mailEmail`, `resetPassword`.
 */
export const signInMachine = signInSetup.createMachine({
  id: 'signIn',
  context: ({ input }) => initialContext(input),
  initial: 'routing',
  on: {
    'route.viewEntered': SIGN_IN_VIEWS.map((view) => ({
      guard: { type: 'entersView', params: ({ event }) => ({ view, event }) },
      target: `.${STATE_OF_VIEW[view]}`,
      actions: { type: 'adoptRoute', params: ({ event }) => event },
    })),
    'user.emailEdited': { actions: [{ type: 'adoptEmail', params: ({ event }) => ({ email: event.email }) }, 'clearFailure'] },
    'user.fieldEdited': { actions: 'clearFailure' },
    'user.providerChosen': {
      target: '.startingProvider',
      actions: { type: 'startProvider', params: ({ event }) => ({ provider: event.provider }) },
    },
  },
  states: {
    routing: {
      description: 'Transient: goes to the state of the view the flow started on.',
      always: SIGN_IN_VIEWS.map((view) => ({ guard: ({ context }) => context.view === view, target: STATE_OF_VIEW[view] })),
    },
    signingIn: passwordScreen('/login: email and password.'),
    enteringPassword: passwordScreen('/login/password?email=: the password for a given email (the developer helper outside production).'),
    signingUp: {
      description: 'Names and email; a sign-up code is mailed, then the code screen.',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.signUpSubmitted': {
              target: 'sendingCode',
              actions: {
                type: 'startSignUp',
                params: ({ event }) => ({ email: event.email, names: { firstName: event.firstName, lastName: event.lastName } }),
              },
            },
          },
        },
        sendingCode: {
          tags: 'busy',
          invoke: {
            id: MAIL_EMAIL_ACTOR_ID,
            src: 'mailEmail',
            input: ({ context }) => ({ email: context.email, purpose: 'signUp' }),
            onDone: { ...moveTo('verify-code'), actions: [{ type: 'verifyBy', params: { verification: 'code' } }, ...moveTo('verify-code').actions] },
            onError: failWith('mail'),
          },
        },
      },
    },
    verifyingCode: {
      description: 'Email code verification of a sign-up; another sign-in option skips it.',
      on: { 'user.otherOptionChosen': skipVerification },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.codeSubmitted': { target: 'submitting', actions: 'clearFailure' },
            'user.resendRequested': { guard: 'hasEmail', target: 'resending', actions: 'clearFailure' },
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: LOGIN_ACTOR_ID,
            src: 'login',
            input: ({ context, event }) => ({
              provider: 'email' as const,
              email: context.email,
              code: event.type === 'user.codeSubmitted' ? event.code : '',
              signUp: true,
              ...(context.names ?? (event.type === 'user.codeSubmitted' ? event.names : undefined) ?? {}),
              // Passed through to the call only: the password never enters the context (nor the URL or history entry).
              ...(event.type === 'user.codeSubmitted' && event.password !== undefined ? { password: event.password } : {}),
            }),
            onDone: completeWith('signUp'),
            onError: failWith('code'),
          },
        },
        resending: {
          tags: 'busy',
          invoke: {
            id: MAIL_EMAIL_ACTOR_ID,
            src: 'mailEmail',
            input: ({ context }) => ({ email: context.email, purpose: 'signUp' }),
            onDone: { target: 'editing', actions: 'noteCodeResent' },
            onError: failWith('mail'),
          },
        },
      },
    },
    awaitingLink: {
      description: 'Email link verification: the link is mailed and opened from the mail; another sign-in option skips it.',
      on: { 'user.otherOptionChosen': skipVerification },
      initial: 'editing',
      states: {
        editing: { on: { 'user.resendRequested': { guard: 'hasEmail', target: 'resending', actions: 'clearFailure' } } },
        resending: {
          tags: 'busy',
          invoke: {
            id: MAIL_EMAIL_ACTOR_ID,
            src: 'mailEmail',
            input: ({ context }) => ({ email: context.email, purpose: 'link', redirect: context.redirect ?? undefined }),
            onDone: 'editing',
            onError: failWith('mail'),
          },
        },
      },
    },
    requestingLink: mailScreen('Mails a sign-in link, then waits for it to be opened.', 'user.linkRequested', 'link', 'link-sent'),
    forgettingPassword: mailScreen('Mails a reset code, then the set-password screen.', 'user.resetCodeRequested', 'reset', 'reset-password'),
    settingPassword: {
      description: 'The mailed reset code and a new password; the new password then signs in.',
      initial: 'editing',
      states: {
        editing: { on: { 'user.resetSubmitted': { guard: 'hasEmail', target: 'submitting', actions: 'clearFailure' } } },
        submitting: {
          tags: 'busy',
          invoke: {
            id: RESET_PASSWORD_ACTOR_ID,
            src: 'resetPassword',
            input: ({ context, event }) => ({
              email: context.email,
              code: event.type === 'user.resetSubmitted' ? event.code : '',
              password: event.type === 'user.resetSubmitted' ? event.password : '',
            }),
            onDone: completeWith('reset'),
            onError: failWith('reset'),
          },
        },
      },
    },
    followingLink: {
      description: 'Signs in with the mailed link\'s single-use token, once.',
      initial: 'checkingToken',
      states: {
        checkingToken: { always: [{ guard: 'hasLinkToken', target: 'exchanging' }, { target: 'failed' }] },
        exchanging: {
          tags: 'busy',
          invoke: {
            id: LOGIN_ACTOR_ID,
            src: 'login',
            input: ({ context }) => ({ provider: 'email' as const, token: context.linkToken ?? '' }),
            onDone: completeWith('signIn'),
            onError: failWith('link', 'failed'),
          },
        },
        failed: {},
      },
    },
    startingProvider: {
      description: 'A third-party provider was chosen: the edge starts its OAuth flow (the page leaves).',
      entry: 'announceProvider',
    },
    completed: {
      description: 'Signed in: the edge has stored the session and goes to the redirect target.',
      type: 'final',
    },
  },
})

/** The machine's logic type, for hooks and tests. */
export type SignInMachine = typeof signInMachine
