import { not } from 'xstate'
import { LoginProblems } from '../../core/session'
import { delaysOf, initialContext } from './context'
import { sessionSetup } from './setup'

export type { SessionContext, SessionInput } from './context'
export type { RefreshedToken, SessionEmitted, SessionEvent } from './setup'
export { sessionStorageEffects } from './effects'

/** The id under which the refresh is invoked; its done/error events are `xstate.done.actor.refreshToken` etc. */
export const REFRESH_TOKEN_ACTOR_ID = 'refreshToken'
export const LOAD_PROFILE_ACTOR_ID = 'loadProfile'
export const LOGOUT_ACTOR_ID = 'logout'

const toLoggingOut = { target: '#session.loggingOut', actions: { type: 'beginLogout', params: { problem: null } } } as const
const sameUserTokenChange = {
  guard: { type: 'sameUserStaysLoggedIn', params: ({ event }: { event: { token: string | null; provisionalToken: string | null; now: number } }) => event },
  target: 'checking',
  actions: { type: 'adoptTokens', params: ({ event }: { event: { token: string | null; provisionalToken: string | null; now: number } }) => event },
} as const

/**
 * The session (spec section 4): anonymous, provisional (a usable tmp token) or loggedIn (a usable token with a
 * subject and no tmp). XState's clock cannot be read, so events that move time carry `now` and the machine's
 * own timers (expiry, refresh due) advance `now` by exactly their delay: tests drive it with SimulatedClock.
 * Effects, provided at the edge: actors `refreshToken`, `loadProfile`, `logout`; storage actions
 * `storeIssuedTokens`, `storeProfile`, `clearStoredSession` (sessionStorageEffects(storage) gives all three).
 */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => initialContext(input),
  initial: 'evaluating',
  on: {
    'storage.tokenChanged': { target: '.evaluating', actions: { type: 'adoptTokens', params: ({ event }) => event } },
    'user.loggedIn': {
      target: '.evaluating',
      actions: [
        { type: 'storeIssuedTokens', params: ({ event }) => ({ jwt: event.jwt, downloadToken: event.downloadToken }) },
        { type: 'adoptLogin', params: ({ event }) => event },
      ],
    },
    'user.emailLinkUsed': { actions: 'flagEmailLinkUsed' },
    'signIn.failed': { target: '.loggingOut', actions: { type: 'beginLogout', params: ({ event }) => ({ problem: event.problem }) } },
    'http.unauthorized': {
      guard: { type: 'unauthorizedClearsSession', params: ({ event }) => event },
      target: '.evaluating',
      actions: ['clearStoredSession', 'forgetTokens', 'forgetProfile'],
    },
  },
  states: {
    evaluating: {
      description: 'Decides which kind of session the tokens make at `now`.',
      always: [{ guard: 'isLoggedIn', target: 'loggedIn' }, { guard: 'isProvisional', target: 'provisional' }, { target: 'anonymous' }],
    },
    anonymous: {
      description: 'No usable token: an expired one counts as none.',
      entry: 'forgetProfile',
    },
    provisional: {
      description: 'A usable tmp token (from an email link): the /opt pages only.',
      entry: 'forgetProfile',
      after: {
        untilProvisionalExpiry: {
          target: 'evaluating',
          actions: { type: 'advanceBy', params: ({ context }) => ({ ms: delaysOf.untilProvisionalExpiry(context) }) },
        },
      },
      on: { 'user.loggedOut': toLoggingOut },
    },
    loggedIn: {
      description: 'A usable token with a subject and no tmp. Refreshed once 24 h past its iat; the profile is loaded.',
      type: 'parallel',
      on: {
        'user.loggedOut': toLoggingOut,
        'user.profileLoaded': {
          description: 'A profile the UI fetched itself (e.g. the account page): kept when it is this user\'s.',
          guard: { type: 'isProfileOfUser', params: ({ event }) => event },
          actions: [
            { type: 'storeProfile', params: ({ event }) => ({ profile: event.profile }) },
            { type: 'adoptProfile', params: ({ event }) => ({ profile: event.profile }) },
          ],
        },
      },
      states: {
        token: {
          initial: 'checking',
          states: {
            checking: {
              always: [
                { guard: not('isLoggedIn'), target: '#session.evaluating' },
                { guard: 'needsRefresh', target: 'refreshing' },
                { target: 'fresh' },
              ],
            },
            fresh: {
              description: 'Waits for the token to need a refresh, or to expire.',
              after: {
                untilExpiry: {
                  target: 'checking',
                  actions: { type: 'advanceBy', params: ({ context }) => ({ ms: delaysOf.untilExpiry(context) }) },
                },
                untilRefreshDue: {
                  target: 'checking',
                  actions: { type: 'advanceBy', params: ({ context }) => ({ ms: delaysOf.untilRefreshDue(context) }) },
                },
              },
              on: {
                'session.refreshDue': {
                  guard: { type: 'refreshDueAt', params: ({ event }) => event },
                  target: 'refreshing',
                  actions: { type: 'advanceTo', params: ({ event }) => event },
                },
                'storage.tokenChanged': sameUserTokenChange,
              },
            },
            refreshing: {
              description: 'One POST /rest/auth/refresh in flight, however many callers see the token due.',
              invoke: {
                id: REFRESH_TOKEN_ACTOR_ID,
                src: 'refreshToken',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: [
                  {
                    guard: { type: 'refreshedTokenIsFresh', params: ({ event }) => event.output },
                    target: 'checking',
                    actions: [
                      { type: 'storeIssuedTokens', params: ({ event }) => ({ jwt: event.output.jwt, downloadToken: event.output.downloadToken }) },
                      {
                        type: 'adoptTokens',
                        params: ({ context, event }) => ({ token: event.output.jwt, provisionalToken: context.provisionalToken, now: event.output.receivedAt }),
                      },
                    ],
                  },
                  {
                    target: '#session.loggingOut',
                    actions: { type: 'beginLogout', params: { problem: LoginProblems.refreshJwtFailed('the new token is not usable') } },
                  },
                ],
                onError: {
                  target: '#session.loggingOut',
                  actions: { type: 'beginLogout', params: ({ event }) => ({ problem: LoginProblems.refreshJwtFailed(event.error) }) },
                },
              },
              on: { 'storage.tokenChanged': sameUserTokenChange },
              initial: 'awaitingAnswer',
              states: {
                awaitingAnswer: {
                  description: 'Waits for the answer; a timer step short of the expiry restarts only this wait, never the refresh.',
                  after: {
                    untilExpiry: [
                      {
                        guard: 'expiresWithinOneTimer',
                        target: '#session.evaluating',
                        actions: { type: 'advanceBy', params: ({ context }) => ({ ms: delaysOf.untilExpiry(context) }) },
                      },
                      {
                        target: 'awaitingAnswer',
                        reenter: true,
                        actions: { type: 'advanceBy', params: ({ context }) => ({ ms: delaysOf.untilExpiry(context) }) },
                      },
                    ],
                  },
                },
              },
            },
          },
        },
        profile: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'hasProfileOfUser', target: 'loaded' }, { target: 'loading' }] },
            loading: {
              description: 'GET /rest/profile; a cached profile stays shown meanwhile.',
              invoke: {
                id: LOAD_PROFILE_ACTOR_ID,
                src: 'loadProfile',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: {
                  target: 'loaded',
                  actions: [
                    { type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) },
                    { type: 'adoptProfile', params: ({ event }) => ({ profile: event.output }) },
                  ],
                },
                onError: {
                  target: '#session.loggingOut',
                  actions: { type: 'beginLogout', params: ({ event }) => ({ problem: LoginProblems.refreshUserFailed(event.error) }) },
                },
              },
            },
            loaded: {},
          },
        },
      },
    },
    loggingOut: {
      description: 'Stored values cleared; POST /rest/auth/logout in flight. A new token cancels the logout.',
      entry: ['clearStoredSession', 'forgetProfile'],
      invoke: {
        id: LOGOUT_ACTOR_ID,
        src: 'logout',
        input: ({ context }) => ({ token: context.revokingToken }),
        onDone: { target: 'anonymous', actions: ['announceLogout', 'finishLogout'] },
        onError: { target: 'anonymous', actions: ['announceLogout', 'finishLogout'] },
      },
    },
  },
})

/** The machine's logic type, for hooks and tests. */
export type SessionMachine = typeof sessionMachine
