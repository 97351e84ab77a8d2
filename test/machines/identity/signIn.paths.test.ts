import { describe, expect, it } from 'vitest'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { ApiErrors } from '../../../core/api/errors'
import { signInMachine, type SignInEvent } from '../../../machines/identity/signIn.machine'
import { loginAnswer, run, type Step } from './signIn.properties'
import { namedPaths } from '../namedPaths'

const answer = loginAnswer()
/** Representative events: the routes in, a submit per screen, the calls settling, the skip. */
const namedEvents: Record<string, Step> = {
  toSignUp: { type: 'route.viewEntered', view: 'sign-up' },
  toForgot: { type: 'route.viewEntered', view: 'forgot-password' },
  toRequestLink: { type: 'route.viewEntered', view: 'request-link' },
  toPassword: { type: 'route.viewEntered', view: 'password', email: 'ada@example.com' },
  toLink: { type: 'route.viewEntered', view: 'email-link', linkToken: 'token-aaaaaaaaaaaaaaaaaaaaaaa' },
  signIn: { type: 'user.signInSubmitted', email: 'ada@example.com', password: 'pw' },
  signUp: { type: 'user.signUpSubmitted', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
  code: { type: 'user.codeSubmitted', code: '123456' },
  askLink: { type: 'user.linkRequested', email: 'ada@example.com' },
  askReset: { type: 'user.resetCodeRequested', email: 'ada@example.com' },
  reset: { type: 'user.resetSubmitted', code: '123456', password: 'a long passphrase' },
  resend: { type: 'user.resendRequested' },
  skipToPassword: { type: 'user.otherOptionChosen', option: 'password' },
  google: { type: 'user.providerChosen', provider: 'google' },
  loggedIn: { type: 'xstate.done.actor.login', output: answer },
  refused: { type: 'xstate.error.actor.login', error: ApiErrors.http(401, 'auth.invalidCredentials') },
  mailed: { type: 'xstate.done.actor.mailEmail', output: undefined },
  reset_: { type: 'xstate.done.actor.resetPassword', output: answer },
}
const { nameOf, stepsOf, trailsByEnd, events: named } = namedPaths(namedEvents)
const events = named as SignInEvent[]

type Snapshot = ReturnType<typeof run>[number]['after']
const serializeState = (snapshot: Snapshot) =>
  `${JSON.stringify(snapshot.value)}${snapshot.context.failure === null ? '' : '+failure'}`
const options = { events, serializeState, input: { view: 'sign-in' as const } }
const topStateOf = (snapshot: Snapshot) => (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!)

const shortestPaths = getShortestPaths(signInMachine, options)

describe('sign-in paths (xstate/graph)', () => {
  it('reaches every screen of the flow and completion', () => {
    const reached = new Set(shortestPaths.map((path) => topStateOf(path.state)))
    const screens = Object.keys(signInMachine.root.states).filter((state) => state !== 'routing')
    expect([...reached].sort()).toEqual(screens.sort())
  })

  it('reaches the main screens by the expected shortest paths', () => {
    const byEnd = trailsByEnd(shortestPaths, serializeState)
    expect(byEnd).toMatchObject({
      '{"signingIn":"editing"}+failure': 'signIn > refused',
      '{"verifyingCode":"editing"}': 'toSignUp > signUp > mailed',
      '{"awaitingLink":"editing"}': 'toRequestLink > askLink > mailed',
      '{"settingPassword":"editing"}': 'toForgot > askReset > mailed',
      '{"followingLink":"exchanging"}': 'toLink',
      '"startingProvider"': 'google',
    })
  })

  it('completes in two steps: a submit or a followed link, then the login answer', () => {
    const completed = shortestPaths.find((path) => path.state.matches('completed'))!
    expect(stepsOf(completed).map(nameOf)).toHaveLength(2)
    expect(nameOf(stepsOf(completed).at(-1))).toBe('loggedIn')
  })

  it('ends every simple path of the sign-up journey in a state consistent with its context', () => {
    const journey = ['signIn', 'refused', 'loggedIn', 'toSignUp', 'signUp', 'mailed', 'code', 'skipToPassword', 'resend']
    const paths = getSimplePaths(signInMachine, { ...options, events: journey.map((name) => namedEvents[name] as SignInEvent) })
    expect(paths.length).toBeGreaterThan(journey.length)
    for (const path of paths) {
      const steps = stepsOf(path)
      if (steps.slice(0, -1).includes(namedEvents.loggedIn!)) continue // a done actor takes no more events
      const end = run(signInMachine, { view: 'sign-in' }, steps).at(-1)?.after
      if (!end) continue
      expect(serializeState(end)).toBe(serializeState(path.state))
      expect(end.matches('completed')).toBe(end.context.answer !== null)
      if (end.matches('verifyingCode')) expect(end.context.verification).toBe('code')
      if (end.matches('completed')) expect(['loggedIn', 'reset_']).toContain(nameOf(stepsOf(path).at(-1)))
    }
  })
})
