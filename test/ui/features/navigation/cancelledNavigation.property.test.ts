import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { RouteTarget } from '../../../../core/session'
import { cancelledNavigation, type CancelledNavigation } from '../../../../ui/features/navigation/routerGuard'

type Rule = (target: RouteTarget, shownHref: string | null, lastReturn: string | null) => CancelledNavigation

const hrefs = ['/', '/search', '/settings/account', '/admin', '/about']

/**
 * Every check fails from now on: follows the rule's redirects (each lands on a route whose meta the arbitrary
 * chose) and counts them. The page on screen stays what it was: nothing is allowed while every check fails.
 */
function redirectsUntilRest(rule: Rule, start: RouteTarget, shown: string | null, needsLogin: Record<string, boolean>): number {
  let target = start
  let lastReturn: string | null = null
  for (let redirects = 0; redirects < 25; redirects++) {
    const instead = rule(target, shown, lastReturn)
    if (instead._tag === 'Stay') return redirects
    lastReturn = instead.href
    target = { href: instead.href, requiresAuth: needsLogin[instead.href] ?? false, requiresAdmin: false }
  }
  return Infinity
}

const scenario = fc.record({
  needsLogin: fc.record(Object.fromEntries(hrefs.map((href) => [href, href === '/' ? fc.constant(false) : fc.boolean()]))),
  start: fc.constantFrom(...hrefs),
  shown: fc.option(fc.constantFrom(...hrefs), { nil: null }),
})

const property = (rule: Rule) =>
  fc.property(scenario, ({ needsLogin, start, shown }) => {
    const target = { href: start, requiresAuth: needsLogin[start] ?? false, requiresAdmin: false }
    expect(redirectsUntilRest(rule, target, shown, needsLogin)).toBeLessThanOrEqual(2)
  })

describe('a check that keeps failing', () => {
  it('ends in at most two redirects, whatever the routes and the page on screen', () => {
    fc.assert(property(cancelledNavigation))
  })

  it('(planted bug) always returning to the page on screen goes round in circles', () => {
    const returnsForever: Rule = (target, shown) =>
      shown !== null && shown !== target.href ? { _tag: 'GoTo', href: shown } : cancelledNavigation(target, shown, null)
    expect(() => fc.assert(property(returnsForever))).toThrow()
  })
})
