import fc from 'fast-check'
import type { initialTransition } from 'xstate'
import type { RouteTarget, SessionFacts } from '../../../core/session'
import type { NavigationGuardEvent, NavigationGuardMachine } from '../../../machines/navigation/navigationGuard.machine'
import { everyStep, invariantsProperty, traceOf, type TraceEntry as HarnessEntry } from '../propertyHarness'

/** What reaches the guard: a router, page, user or session event, the check settling, or the re-check timer. */
export type Step =
  | NavigationGuardEvent
  | { type: 'xstate.done.actor.checkSession'; output: SessionFacts }
  | { type: 'xstate.error.actor.checkSession'; error: unknown }
  | { type: 'xstate.after.loginRecheck.navigationGuard.awaitingRecheck' }

export const checkAnswers = (output: SessionFacts): Step => ({ type: 'xstate.done.actor.checkSession', output })
export const checkFails: Step = { type: 'xstate.error.actor.checkSession', error: new Error('token unreadable') }
export const recheckTimerFires: Step = { type: 'xstate.after.loginRecheck.navigationGuard.awaitingRecheck' }

const segmentArb = fc.oneof(
  fc.constantFrom('settings', 'account', 'admin', 'jobs', 'opt', 'applications', 'a b', 'café', 'x+y', '%41', 'a&b=c'),
  fc.string({ minLength: 1, maxLength: 6 }).map((text) => text.replace(/[/?#]/g, '')).filter((text) => text.length > 0),
)
const queryArb = fc.array(fc.tuple(segmentArb, segmentArb), { maxLength: 3 }).map((pairs) =>
  pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`,
)

/** A full target path: path, optional query, optional hash. */
export const hrefArb = fc
  .tuple(fc.array(segmentArb, { maxLength: 4 }), queryArb, fc.option(segmentArb, { nil: undefined }))
  .map(([segments, query, hash]) => `/${segments.map(encodeURIComponent).join('/')}${query}${hash === undefined ? '' : `#${encodeURIComponent(hash)}`}`)

export const targetArb: fc.Arbitrary<RouteTarget> = fc.record({ href: hrefArb, requiresAuth: fc.boolean(), requiresAdmin: fc.boolean() })

/** A few addresses of one page (the same path and query but for the hash, or another query), so navigations often return to the page on screen. */
const onePageTargetArb: fc.Arbitrary<RouteTarget> = fc.record({
  href: fc.constantFrom('/settings/account', '/settings/account#password', '/settings/account#', '/settings/account?tab=1', '/settings/account?tab=1#top', '/'),
  requiresAuth: fc.boolean(),
  requiresAdmin: fc.constant(false),
})

export const factsArb: fc.Arbitrary<SessionFacts> = fc.record({
  loggedIn: fc.boolean(),
  admin: fc.boolean(),
  email: fc.constantFrom(null, 'ada@example.com', 'ada+jobs@example.com', 'o&connor=1@example.com'),
})

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: targetArb.map((target): Step => ({ type: 'router.navigationRequested', target })) },
  { weight: 3, arbitrary: onePageTargetArb.map((target): Step => ({ type: 'router.navigationRequested', target })) },
  { weight: 5, arbitrary: factsArb.map(checkAnswers) },
  { weight: 1, arbitrary: fc.constant(checkFails) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'page.unsavedChangesHeld' }) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'page.unsavedChangesReleased' }) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'user.leaveConfirmed' }) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'user.leaveCancelled' }) },
  { weight: 2, arbitrary: fc.constant<Step>({ type: 'session.tokenChanged' }) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'session.loggedOut' }) },
  { weight: 2, arbitrary: fc.constant(recheckTimerFires) },
)

export const stepsArb = fc.array(stepArb, { minLength: 1, maxLength: 50 })

type Snapshot = ReturnType<typeof initialTransition<NavigationGuardMachine>>[0]
export type TraceEntry = HarnessEntry<Step, Snapshot>

/** Every snapshot the pure transition function goes through, with the step that led there. */
export const run = (machine: NavigationGuardMachine, steps: readonly Step[]): TraceEntry[] => traceOf<NavigationGuardMachine, Step, Snapshot>(machine, undefined, steps, everyStep)

/** Whether the step asked for the effect, e.g. removeToken. */
const asked = (entry: TraceEntry, effect: string) => entry.actions.some((action) => action.type === effect)

const newDecision = ({ before, after }: TraceEntry) =>
  after.context.decision !== before.context.decision ? after.context.decision : null
const factsOf = (step: Step) => (step.type === 'xstate.done.actor.checkSession' ? step.output : null)

/** The oracle for "stays on the page": the same path and query, by the URL parser, whatever the hash. */
const staysOnPage = (href: string, currentHref: string) => {
  const [next, current] = [new URL(href, 'http://hireflow.test'), new URL(currentHref, 'http://hireflow.test')]
  return next.pathname === current.pathname && next.search === current.search
}

/** The invariants of the navigation guard, each checked over a whole trace. */
export const invariants = {
  aRouteNeedingLoginIsNeverAllowedWithoutALoggedInSession: (trace: TraceEntry[]) =>
    trace.every((entry) => {
      const decision = newDecision(entry)
      if (decision?._tag !== 'Allowed') return true
      const facts = factsOf(entry.step)
      if (facts === null) return false
      const { requiresAuth, requiresAdmin } = decision.target
      return (!(requiresAuth || requiresAdmin) || facts.loggedIn) && (!requiresAdmin || facts.admin)
    }),
  theRedirectParameterIsTheFullTargetPath: (trace: TraceEntry[]) =>
    trace.every((entry) => {
      const decision = newDecision(entry)
      if (decision?._tag !== 'Redirected' || decision.because !== 'loginRequired') return true
      const [path, query = ''] = decision.to.split(/\?(.*)/s)
      const params = new URLSearchParams(query)
      const email = factsOf(entry.step)?.email ?? null
      return path === '/login' && params.get('redirect') === decision.target.href && params.get('email') === email
    }),
  heldChangesAreAlwaysAskedAbout: (trace: TraceEntry[]) =>
    trace.every(({ step, before, after }) => {
      if (step.type !== 'router.navigationRequested') return true
      const { leaveBlocked, current, redirectingTo } = before.context
      const asks = leaveBlocked && current !== null && !staysOnPage(step.target.href, current.href) && step.target.href !== redirectingTo
      return after.matches('confirmingLeave') === asks
    }),
  thePageOnScreenIsNeverAskedAbout: (trace: TraceEntry[]) =>
    trace.every(({ step, before, after }) => {
      if (step.type !== 'router.navigationRequested' || before.context.current === null) return true
      return !staysOnPage(step.target.href, before.context.current.href) || !after.matches('confirmingLeave')
    }),
  aFailedCheckCancelsAndRemovesTheToken: (trace: TraceEntry[]) =>
    trace.every((entry) => {
      const checkFailed = entry.step === checkFails && entry.before.matches('checkingAccess')
      const cancelled = newDecision(entry)?._tag === 'Cancelled' && asked(entry, 'removeToken')
      return checkFailed ? cancelled : !asked(entry, 'removeToken')
    }),
}

export type InvariantName = keyof typeof invariants

/** One property over random event sequences: every named invariant holds along the guard's trace. */
export const guardProperty = (machine: NavigationGuardMachine, names?: readonly InvariantName[]) =>
  invariantsProperty(stepsArb, (steps) => run(machine, steps), invariants, names)
