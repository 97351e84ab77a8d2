import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assign } from 'xstate'
import { encodeQueryValue, type RouteTarget, type SessionFacts } from '../../../core/session'
import { navigationGuardMachine } from '../../../machines/navigation/navigationGuard.machine'
import { checkAnswers, guardProperty, invariants, run } from './navigationGuard.properties'
import { plantedBugsBite } from '../propertyHarness'

describe('navigationGuardMachine over random event sequences (pure transition)', () => {
  it(`keeps every invariant at every step: ${Object.keys(invariants).join(', ')}`, () => {
    fc.assert(guardProperty(navigationGuardMachine), { numRuns: 500 })
  })
})

/** Planted bug: a re-check of the page on screen trusts that it was allowed before. */
const trustingRechecks = navigationGuardMachine.provide({
  actions: {
    decide: assign(({ context }, _params: { facts: SessionFacts }) => {
      const target = context.pending!
      return { decision: { _tag: 'Allowed', target } as const, current: target, pending: null, redirectingTo: null }
    }),
  },
})

/** Planted bug: the redirect keeps the target's pathname only, losing its query and hash. */
const redirectingToThePathname = navigationGuardMachine.provide({
  actions: {
    decide: assign(({ context }, params: { facts: SessionFacts }) => {
      const target = context.pending!
      const needsLogin = (target.requiresAuth || target.requiresAdmin) && !params.facts.loggedIn
      if (!needsLogin) return { decision: { _tag: 'Allowed', target } as const, current: target, pending: null }
      const to = `/login?redirect=${encodeQueryValue(target.href.split(/[?#]/)[0]!)}${params.facts.email === null ? '' : `&email=${encodeQueryValue(params.facts.email)}`}`
      return { decision: { _tag: 'Redirected', target, to, because: 'loginRequired' } as const, pending: null }
    }),
  },
})

/** Planted bug: a reload of the page on screen (or a change of its hash only) asks about leaving it. */
const askingAboutThePageOnScreen = navigationGuardMachine.provide({
  guards: {
    asksToLeave: ({ context }, params: { target: RouteTarget }) =>
      context.leaveBlocked && context.current !== null && params.target.href !== context.redirectingTo,
  },
})

plantedBugsBite(
  {
    aRouteNeedingLoginIsNeverAllowedWithoutALoggedInSession: { bug: 'a re-check trusts that the page on screen was allowed', machine: trustingRechecks },
    thePageOnScreenIsNeverAskedAbout: { bug: 'a reload of the page on screen asks about leaving it', machine: askingAboutThePageOnScreen },
    theRedirectParameterIsTheFullTargetPath: { bug: 'the redirect keeps the pathname only', machine: redirectingToThePathname },
  },
  guardProperty,
  { numRuns: 1000, seed: 5 },
)

describe('regressions', () => {
  it('a target with its own query and hash comes back whole in redirect', () => {
    const href = '/settings/account?tab=a&b=c+d#top'
    const trace = run(navigationGuardMachine, [
      { type: 'router.navigationRequested', target: { href, requiresAuth: true, requiresAdmin: false } },
      checkAnswers({ loggedIn: false, admin: false, email: 'ada+jobs@example.com' }),
    ])
    const decision = trace.at(-1)!.after.context.decision
    expect(decision).toMatchObject({ _tag: 'Redirected', because: 'loginRequired' })
    const to = decision?._tag === 'Redirected' ? decision.to : ''
    const params = new URLSearchParams(to.slice('/login?'.length))
    expect([params.get('redirect'), params.get('email')]).toEqual([href, 'ada+jobs@example.com'])
  })
})
