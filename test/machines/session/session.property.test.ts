import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMachine, spawnChild } from 'xstate'
import { isUsable, type UnauthorizedRequest } from '../../../core/session'
import { sessionMachine, type SessionContext, type SessionMachine } from '../../../machines/session/session.machine'
import { MAX_TIMER_MS } from '../../../machines/session/context'
import { invariants, sessionProperty, type InvariantName } from './session.properties'

describe('sessionMachine over random command and clock sequences (SimulatedClock)', () => {
  it(`keeps every invariant after every command: ${Object.keys(invariants).join(', ')}`, async () => {
    await fc.assert(sessionProperty(sessionMachine), { numRuns: 200 })
  })
})

/** Planted bug: the expiry timer waits as long as a timer can (the token outlives its exp). */
const ignoringExpiry = sessionMachine.provide({ delays: { untilExpiry: () => MAX_TIMER_MS } })

/** Planted bug: a tmp token with a subject counts as logged in. */
const tmpCountsAsLoggedIn = sessionMachine.provide({
  guards: { isLoggedIn: ({ context }) => context.claims !== null && isUsable(context.claims, context.now) && context.claims.sub !== undefined },
})

/** Planted bug: every 401 on a request with a token clears the session, provisional or stale. */
const clearingOnEvery401 = sessionMachine.provide({
  guards: { unauthorizedClearsSession: (_, params: UnauthorizedRequest) => params.sentToken !== null },
})

/** Planted bug: each caller that sees the token due starts its own refresh. */
function refreshingPerCaller(): SessionMachine {
  const { config, implementations } = sessionMachine
  const loggedIn = config.states!.loggedIn!
  const token = loggedIn.states!.token!
  const refreshing = {
    ...token.states!.refreshing,
    on: { ...token.states!.refreshing!.on, 'session.refreshDue': { actions: spawnChild('refreshToken', { input: ({ context }: { context: SessionContext }) => ({ token: context.token ?? '' }) }) } },
  }
  const states = { ...config.states, loggedIn: { ...loggedIn, states: { ...loggedIn.states, token: { ...token, states: { ...token.states, refreshing } } } } }
  return createMachine({ ...config, states } as never, implementations as never) as never
}

describe('the properties bite: a machine with a planted bug is caught', () => {
  const caught = async (machine: SessionMachine, name: InvariantName) =>
    (await fc.check(sessionProperty(machine, [name]), { numRuns: 1000, seed: 11 })).failed

  it('catches a token kept logged in past its exp', async () => {
    expect(await caught(ignoringExpiry, 'neverLoggedInWithAnExpiredOrTmpToken')).toBe(true)
  })

  it('catches a tmp token counted as logged in', async () => {
    expect(await caught(tmpCountsAsLoggedIn, 'neverLoggedInWithAnExpiredOrTmpToken')).toBe(true)
  })

  it('catches a 401 that clears storage outside the rule', async () => {
    expect(await caught(clearingOnEvery401, 'storageClearedExactlyByTheRules')).toBe(true)
  })

  it('catches a refresh started per caller', async () => {
    expect(await caught(refreshingPerCaller(), 'atMostOneRefreshInFlight')).toBe(true)
  })
})
