import { describe, expect, it } from 'vitest'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { ApiErrors } from '../../../core/api/errors'
import { emailChangeMachine, type EmailChangeEvent } from '../../../machines/accounts/emailChange.machine'
import { FINAL_STATES, input, run, type Step } from './emailChange.properties'
import { namedPaths } from '../namedPaths'

/** Representative events: the user's two choices, each call answering, a spent link, another refusal. */
const namedEvents: Record<string, Step> = {
  confirm: { type: 'user.confirmRequested' },
  keep: { type: 'user.abortRequested' },
  loaded: { type: 'xstate.done.actor.loadEmailChange', output: { email: 'new@example.com' } },
  spent: { type: 'xstate.error.actor.loadEmailChange', error: ApiErrors.http(410, 'account.emailChangeExpired') },
  wrongUser: { type: 'xstate.error.actor.loadEmailChange', error: ApiErrors.http(403, 'account.emailChangeWrongUser') },
  confirmed: { type: 'xstate.done.actor.confirmEmailChange', output: { email: 'new@example.com' } },
  inUse: { type: 'xstate.error.actor.confirmEmailChange', error: ApiErrors.http(409, 'account.emailInUse') },
  cancelled: { type: 'xstate.done.actor.cancelEmailChange', output: undefined },
  cancelRefused: { type: 'xstate.error.actor.cancelEmailChange', error: ApiErrors.http(410, 'account.emailChangeExpired') },
}
const { nameOf, stepsOf, trailsByEnd, events: named } = namedPaths(namedEvents)
const events = named as EmailChangeEvent[]

type Snapshot = ReturnType<typeof run>[number]['after']
const serializeState = (snapshot: Snapshot) => `${JSON.stringify(snapshot.value)}${snapshot.context.failure === null ? '' : `+${snapshot.context.failure.message}`}`
const options = { events, serializeState, input }

const shortestPaths = getShortestPaths(emailChangeMachine, options)

describe('email change paths (xstate/graph)', () => {
  it('reaches every state of the machine', () => {
    const reached = new Set(shortestPaths.map((path) => (typeof path.state.value === 'string' ? path.state.value : Object.keys(path.state.value)[0]!)))
    expect([...reached].sort()).toEqual(Object.keys(emailChangeMachine.root.states).sort())
  })

  it('reaches each outcome by the expected shortest path', () => {
    const byEnd = trailsByEnd(shortestPaths, serializeState)
    expect(byEnd).toEqual({
      '"loading"': '',
      '{"requested":"deciding"}': 'loaded',
      '{"requested":"confirming"}': 'loaded > confirm',
      '{"requested":"aborting"}': 'loaded > keep',
      '"confirmed"': 'loaded > confirm > confirmed',
      '"aborted"': 'loaded > keep > cancelled',
      '"expired"+changeEmail.error.expired': 'spent',
      '"failed"+changeEmail.error.wrongUser': 'wrongUser',
      '"failed"+changeEmail.error.inUse': 'loaded > confirm > inUse',
    })
  })

  it('ends every simple path in one final state or still waiting, consistent with its context', () => {
    const paths = getSimplePaths(emailChangeMachine, options)
    expect(paths.length).toBeGreaterThanOrEqual(shortestPaths.length)
    for (const path of paths) {
      const steps = stepsOf(path)
      const end = run(emailChangeMachine, steps).at(-1)?.after
      if (!end) continue
      expect(serializeState(end)).toBe(serializeState(path.state))
      const finals = FINAL_STATES.filter((state) => end.matches(state))
      expect(finals.length).toBe(end.status === 'done' ? 1 : 0)
      if (end.matches('confirmed')) expect(steps.map(nameOf)).toEqual(['loaded', 'confirm', 'confirmed'])
      if (end.matches('aborted')) expect(steps.map(nameOf)).toEqual(['loaded', 'keep', 'cancelled'])
      if (end.status === 'done' && !end.matches('confirmed') && !end.matches('aborted')) expect(end.context.failure).not.toBeNull()
    }
  })
})
