import { describe, expect, it } from 'vitest'
import { transition } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { claimsMachine, type ClaimsEvent } from '../../../machines/claims/claims.machine'
import { namedPaths } from '../namedPaths'
import { answer, rows } from './claims.properties'

const namedEvents: Record<string, ClaimsEvent> = {
  signIn: { type: 'session.changed', signedIn: true, email: 'ada@example.com' },
  newEmail: { type: 'session.changed', signedIn: true, email: 'new@example.com' },
  signOut: { type: 'session.changed', signedIn: false, email: null },
  read: { type: 'xstate.done.actor.readClaims', output: rows } as unknown as ClaimsEvent,
  readNothing: { type: 'xstate.done.actor.readClaims', output: [] } as unknown as ClaimsEvent,
  claimed: { type: 'xstate.done.actor.checkClaims', output: [answer('a1', true, 'claimed'), answer('a2', false, 'notClaimable')] } as unknown as ClaimsEvent,
  needsCode: { type: 'xstate.done.actor.checkClaims', output: [answer('a2', false, 'confirmationRequired')] } as unknown as ClaimsEvent,
  checkFailed: { type: 'xstate.error.actor.checkClaims', error: new Error('down') } as unknown as ClaimsEvent,
  code: { type: 'user.codeSubmitted', code: '123456' },
  badCode: { type: 'user.codeSubmitted', code: '12' },
  codeAccepted: { type: 'xstate.done.actor.confirmClaims', output: [answer('a2', true, 'claimed')] } as unknown as ClaimsEvent,
  codeRefused: { type: 'xstate.done.actor.confirmClaims', output: [answer('a2', false, 'invalidCode')] } as unknown as ClaimsEvent,
  close: { type: 'user.dialogClosed' },
}
const { trailsByEnd, events } = namedPaths(namedEvents)
type Snapshot = ReturnType<typeof claimsMachine.resolveState>
const serializeState = (snapshot: Snapshot) =>
  `${JSON.stringify(snapshot.value)} ${snapshot.context.email ?? '-'} claimed:${snapshot.context.claimed.length} pending:${snapshot.context.pending.length}${snapshot.context.codeProblem ? ` ${snapshot.context.codeProblem}` : ''}`
const paths = (path: string) => getShortestPaths(claimsMachine, { events, serializeState, input: { signedIn: false, email: null, path } })

describe('claims paths (xstate/graph)', () => {
  it('reaches each outcome by the expected shortest path', () => {
    expect(trailsByEnd(paths('/'), serializeState)).toEqual({
      '"signedOut" - claimed:0 pending:0': '',
      '"reading" ada@example.com claimed:0 pending:0': 'signIn',
      '"reading" new@example.com claimed:0 pending:0': 'newEmail',
      '"checking" ada@example.com claimed:0 pending:0': 'signIn > read',
      '"idle" ada@example.com claimed:0 pending:0': 'signIn > readNothing',
      '"checking" new@example.com claimed:0 pending:0': 'newEmail > read',
      '"idle" new@example.com claimed:0 pending:0': 'newEmail > readNothing',
      '{"dialog":"open"} ada@example.com claimed:1 pending:0': 'signIn > read > claimed',
      '{"dialog":"open"} ada@example.com claimed:0 pending:1': 'signIn > read > needsCode',
      '{"dialog":"open"} new@example.com claimed:1 pending:0': 'newEmail > read > claimed',
      '{"dialog":"open"} new@example.com claimed:0 pending:1': 'newEmail > read > needsCode',
      '{"dialog":"confirming"} ada@example.com claimed:0 pending:1': 'signIn > read > needsCode > code',
      '{"dialog":"open"} ada@example.com claimed:0 pending:1 claims.code.invalidFormat': 'signIn > read > needsCode > badCode',
      '{"dialog":"confirming"} new@example.com claimed:0 pending:1': 'newEmail > read > needsCode > code',
      '{"dialog":"open"} new@example.com claimed:0 pending:1 claims.code.invalidFormat': 'newEmail > read > needsCode > badCode',
      '{"dialog":"open"} ada@example.com claimed:0 pending:1 claims.code.invalid': 'signIn > read > needsCode > code > codeRefused',
      '{"dialog":"open"} new@example.com claimed:0 pending:1 claims.code.invalid': 'newEmail > read > needsCode > code > codeRefused',
    })
  })

  it('an accepted code moves the application to the claimed list; a failed check and closing go back to idle', () => {
    const start = paths('/')
    const confirming = start.find((path) => serializeState(path.state) === '{"dialog":"confirming"} ada@example.com claimed:0 pending:1')!
    const [accepted] = transition(claimsMachine, confirming.state, namedEvents.codeAccepted!)
    expect(serializeState(accepted)).toBe('{"dialog":"open"} ada@example.com claimed:1 pending:0')
    expect(transition(claimsMachine, accepted, namedEvents.close!)[0].value).toBe('idle')
    const checking = start.find((path) => serializeState(path.state) === '"checking" ada@example.com claimed:0 pending:0')!
    expect(transition(claimsMachine, checking.state, namedEvents.checkFailed!)[0].value).toBe('idle')
    expect(transition(claimsMachine, accepted, namedEvents.signOut!)[0].value).toBe('signedOut')
  })

  it('on an interview page a successful check opens no dialog', () => {
    const ends = Object.keys(trailsByEnd(paths('/interview/a1/j1/u/x'), serializeState))
    expect(ends.some((end) => end.includes('dialog'))).toBe(false)
  })
})
