import fc from 'fast-check'
import type { LoginResponse } from '../../../core/identity'
import { ApiErrors } from '../../../core/api/errors'
import {
  SIGN_IN_VIEWS,
  THIRD_PARTY_PROVIDERS,
  type SignInEvent,
  type SignInInput,
  type SignInMachine,
  type SignInOption,
} from '../../../machines/identity/signIn.machine'
import { invariantsProperty, traceOf, type TraceEntry as HarnessEntry } from '../propertyHarness'

/** A successful login answer (the machine only carries it to the edge). */
export const loginAnswer = (email = 'ada@example.com'): LoginResponse =>
  ({ success: true, jwt: 'header.payload.signature', downloadToken: 'download', profile: { id: 'user-1', email }, location: null }) as LoginResponse

/** What reaches the machine: a user or router event, or an invoked call settling. */
export type Step =
  | SignInEvent
  | { readonly type: 'xstate.done.actor.login'; readonly output: LoginResponse }
  | { readonly type: 'xstate.done.actor.resetPassword'; readonly output: LoginResponse }
  | { readonly type: 'xstate.done.actor.mailEmail'; readonly output: undefined }
  | { readonly type: `xstate.error.actor.${'login' | 'mailEmail' | 'resetPassword'}`; readonly error: unknown }

const EMAILS = ['ada@example.com', 'bob@example.com', 'ADA@example.com '] as const
const emailArb = fc.constantFrom(...EMAILS)
const optionArb = fc.constantFrom<SignInOption>('password', 'link', ...THIRD_PARTY_PROVIDERS)
const errorArb = fc.constantFrom<unknown>(
  ApiErrors.http(401, 'auth.invalidCredentials'),
  ApiErrors.http(401, 'auth.invalidCode'),
  ApiErrors.http(401, 'auth.invalidLink'),
  ApiErrors.http(429, 'auth.rateLimited'),
  ApiErrors.http(400, 'auth.passwordTooWeak'),
  ApiErrors.http(500),
  ApiErrors.network(new Error('down')),
  ApiErrors.decode(['jwt: missing']),
)

const routeArb = fc.record(
  {
    type: fc.constant('route.viewEntered' as const),
    view: fc.constantFrom(...SIGN_IN_VIEWS),
    email: fc.option(fc.constantFrom<string>('', ...EMAILS), { nil: undefined }),
    linkToken: fc.option(fc.constantFrom('token-aaaaaaaaaaaaaaaaaaaaaaa', 'token-bbbbbbbbbbbbbbbbbbbbbbb'), { nil: undefined }),
    names: fc.option(fc.constant({ firstName: 'Ada', lastName: 'Lovelace' }), { nil: undefined }),
  },
  { requiredKeys: ['type', 'view'] },
)

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: routeArb },
  { weight: 3, arbitrary: fc.constantFrom<string>('', ...EMAILS).map((email): Step => ({ type: 'user.emailEdited', email })) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'user.fieldEdited' }) },
  { weight: 2, arbitrary: emailArb.map((email): Step => ({ type: 'user.signInSubmitted', email, password: 'pw' })) },
  { weight: 2, arbitrary: emailArb.map((email): Step => ({ type: 'user.signUpSubmitted', email, firstName: 'Ada', lastName: 'Lovelace' })) },
  { weight: 2, arbitrary: fc.constantFrom<Step>({ type: 'user.codeSubmitted', code: '123456' }, { type: 'user.codeSubmitted', code: '123456', password: 'a long passphrase' }) },
  { weight: 1, arbitrary: emailArb.map((email): Step => ({ type: 'user.linkRequested', email })) },
  { weight: 1, arbitrary: emailArb.map((email): Step => ({ type: 'user.resetCodeRequested', email })) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'user.resetSubmitted', code: '123456', password: 'a long passphrase' }) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'user.resendRequested' }) },
  { weight: 2, arbitrary: optionArb.map((option): Step => ({ type: 'user.otherOptionChosen', option })) },
  { weight: 1, arbitrary: fc.constantFrom(...THIRD_PARTY_PROVIDERS).map((provider): Step => ({ type: 'user.providerChosen', provider })) },
  { weight: 3, arbitrary: emailArb.map((email): Step => ({ type: 'xstate.done.actor.login', output: loginAnswer(email) })) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'xstate.done.actor.resetPassword', output: loginAnswer() }) },
  { weight: 4, arbitrary: fc.constant<Step>({ type: 'xstate.done.actor.mailEmail', output: undefined }) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom('login' as const, 'mailEmail' as const, 'resetPassword' as const), errorArb)
      .map(([id, error]): Step => ({ type: `xstate.error.actor.${id}`, error })),
  },
)

const inputArb: fc.Arbitrary<SignInInput> = fc.record(
  {
    view: fc.constantFrom(...SIGN_IN_VIEWS),
    email: fc.option(emailArb, { nil: undefined }),
    linkToken: fc.option(fc.constant('token-aaaaaaaaaaaaaaaaaaaaaaa'), { nil: undefined }),
  },
  { requiredKeys: ['view'] },
)

/** A starting view (with query) and a random event sequence. */
export const scenarioArb = fc.record({ input: inputArb, steps: fc.array(stepArb, { minLength: 1, maxLength: 40 }) })

export type TraceEntry = HarnessEntry<Step>
type Snapshot = TraceEntry['after']
type Actions = TraceEntry['actions']

/** Every snapshot the pure transition function goes through (a done machine, like a done actor, takes no more events). */
export const run = (machine: SignInMachine, input: SignInInput, steps: readonly Step[]): TraceEntry[] => traceOf(machine, input, steps)

const carriedEmail = (step: Step): string | undefined => {
  switch (step.type) {
    case 'route.viewEntered':
      return step.email === '' ? undefined : step.email
    case 'user.emailEdited':
    case 'user.signInSubmitted':
    case 'user.signUpSubmitted':
    case 'user.linkRequested':
    case 'user.resetCodeRequested':
      return step.email
    default:
      return undefined
  }
}
const emitted = (actions: Actions, type: string) =>
  actions.filter((action) => action.type === 'xstate.emit' && (action.params as { event: { type: string } }).event.type === type)
const spawned = (actions: Actions) => actions.filter((action) => action.type === 'xstate.spawnChild')
const OPTION_STATES: Record<SignInOption, string> = {
  password: 'signingIn',
  link: 'requestingLink',
  ...Object.fromEntries(THIRD_PARTY_PROVIDERS.map((provider) => [provider, 'startingProvider'])),
} as Record<SignInOption, string>
const isVerifying = (snapshot: Snapshot) => snapshot.matches('verifyingCode') || snapshot.matches('awaitingLink')

type Trace = TraceEntry[]

/** The invariants of the sign-in flow, each checked over a whole trace. */
export const invariants = {
  /** The email changes only to an email the step carries (typed, submitted or in the URL): it is never lost. */
  neverLosesTheEmail: (trace: Trace) =>
    trace.every(({ step, before, after }) => after.context.email === before.context.email || after.context.email === carriedEmail(step)),
  /** Completion (and its announcement) only on a successful login answer, carrying that answer. */
  completesOnlyOnALoginAnswer: (trace: Trace) =>
    trace.every(({ step, before, after, actions }) => {
      const completedNow = after.matches('completed') && !before.matches('completed')
      const announced = emitted(actions, 'signIn.completed')
      const loginAnswered = step.type === 'xstate.done.actor.login' || step.type === 'xstate.done.actor.resetPassword'
      if (!completedNow) return announced.length === 0 && (after.context.answer === null) === !after.matches('completed')
      return loginAnswered && announced.length === 1 && after.context.answer === step.output
    }),
  /** At most one call in flight; a call starts only on a submit, a resend or a followed link, never twice for one. */
  atMostOneSubmissionInFlight: (trace: Trace) =>
    trace.every(({ step, before, after, actions }) => {
      const running = Object.keys(after.children).length
      const starts = spawned(actions).length
      if (running > 1 || starts > 1) return false
      if (starts === 0) return true
      const startedByUser = step.type.startsWith('user.') && step.type !== 'user.otherOptionChosen' && step.type !== 'user.providerChosen'
      const followedLink = step.type === 'route.viewEntered' && after.matches('followingLink')
      return (startedByUser || followedLink) && (Object.keys(before.children).length === 0 || step.type === 'route.viewEntered')
    }),
  /** Choosing another sign-in option on a verification screen always lands on that option's screen. */
  skippingVerificationLeadsToTheOption: (trace: Trace) =>
    trace.every(({ step, before, after }) => {
      if (step.type !== 'user.otherOptionChosen' || !isVerifying(before)) return true
      const landed = after.matches(OPTION_STATES[step.option])
      const providerRight = after.matches('startingProvider') ? after.context.provider === step.option : true
      return landed && providerRight && after.context.verification === null && after.context.email === before.context.email
    }),
  /**
   * "We sent a new code" shows only once a resend on the code screen succeeded, and goes on an edit; the password
   * typed with a code never enters the context.
   */
  saysACodeWasSentOnlyAfterItWas: (trace: Trace) =>
    trace.every(({ step, before, after }) => {
      if (JSON.stringify(after.context).includes('a long passphrase')) return false
      if (!after.context.codeResent) return true
      const edited = step.type === 'user.emailEdited' || step.type === 'user.fieldEdited'
      const resentNow = step.type === 'xstate.done.actor.mailEmail' && before.matches({ verifyingCode: 'resending' })
      return !edited && after.matches({ verifyingCode: 'editing' }) && (resentNow || before.context.codeResent)
    }),
  /** Editing a field clears the shown failure. */
  editingClearsTheFailure: (trace: Trace) =>
    trace.every(({ step, after }) => (step.type === 'user.emailEdited' || step.type === 'user.fieldEdited' ? after.context.failure === null : true)),
}

export type InvariantName = keyof typeof invariants

/** One property over random starts and event sequences: every named invariant holds along the trace. */
export const machineProperty = (machine: SignInMachine, names?: readonly InvariantName[]) =>
  invariantsProperty(scenarioArb, ({ input, steps }) => run(machine, input, steps), invariants, names)
