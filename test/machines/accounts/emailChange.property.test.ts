import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiErrors } from '../../../core/api/errors'
import { emailChangeMachine, type EmailChangeMachine } from '../../../machines/accounts/emailChange.machine'
import { emailChangeProperty, invariants, run, type InvariantName } from './emailChange.properties'
import { patchedMachine, type MachineConfig } from '../patchedMachine'
import { plantedBugsBite, type PlantedBug } from '../propertyHarness'

describe('emailChangeMachine over random event sequences (pure transition)', () => {
  it(`keeps every invariant at every step: ${Object.keys(invariants).join(', ')}`, () => {
    fc.assert(emailChangeProperty(emailChangeMachine), { numRuns: 1000 })
  })
})

type States = MachineConfig['states']
/** The machine with its statechart changed by `patch`: for bugs `provide` cannot plant (a wrong target). */
const withStates = (patch: (states: States) => States): EmailChangeMachine => patchedMachine(emailChangeMachine, (config) => ({ ...config, states: patch(config.states) }))

type Requested = { states: Record<string, Record<string, unknown> & { invoke?: Record<string, unknown> }> }
/** Replaces one child state of `requested`. */
const withRequested = (child: string, patch: (state: Record<string, unknown> & { invoke?: Record<string, unknown> }) => Record<string, unknown>) =>
  withStates((states) => {
    const requested = states.requested as unknown as Requested
    return { ...states, requested: { ...requested, states: { ...requested.states, [child]: patch(requested.states[child]!) } } }
  })

const plantedBugs: Record<InvariantName, PlantedBug<EmailChangeMachine>> = {
  endsInExactlyOneFinalState: {
    bug: 'a confirmed change is not the end: the page would wait on',
    machine: withStates((states) => ({ ...states, confirmed: { description: 'not final' } })),
  },
  confirmedOnlyAfterASuccessfulConfirm: {
    bug: 'opening the link confirms the change',
    machine: withStates((states) => {
      const loading = states.loading as { invoke: Record<string, unknown> }
      return { ...states, loading: { ...loading, invoke: { ...loading.invoke, onDone: '#emailChange.confirmed' } } }
    }),
  },
  abortedOnlyAfterASuccessfulCancel: {
    bug: 'a refused cancel counts as cancelled',
    machine: withRequested('aborting', (aborting) => ({ ...aborting, invoke: { ...aborting.invoke, onError: '#emailChange.aborted' } })),
  },
  refusalsEndByTheirCode: {
    bug: 'every 410 is taken for a spent link (a cancelled one too), by status instead of code',
    machine: emailChangeMachine.provide({
      guards: { linkIsSpent: (_, params: { error: unknown }) => (params.error as { status?: number }).status === 410 },
    }),
  },
  oneCallAtATime: {
    bug: '"Keep the current address" while the confirm is in flight starts the cancel too',
    machine: withRequested('confirming', (confirming) => ({ ...confirming, on: { 'user.abortRequested': 'aborting' } })),
  },
}

plantedBugsBite(plantedBugs, emailChangeProperty, { numRuns: 2000, seed: 13 })

describe('examples', () => {
  it('a cancelled link (410 account.emailChangeCancelled) fails with its own text, not as expired', () => {
    const end = run(emailChangeMachine, [{ type: 'xstate.error.actor.loadEmailChange', error: ApiErrors.http(410, 'account.emailChangeCancelled') }]).at(-1)!.after
    expect(end.value).toBe('failed')
    expect(end.context.failure?.message).toBe('changeEmail.error.cancelled')
  })

  it('the address taken meanwhile fails the confirm with "already has an account"', () => {
    const end = run(emailChangeMachine, [
      { type: 'xstate.done.actor.loadEmailChange', output: { email: 'new@example.com' } },
      { type: 'user.confirmRequested' },
      { type: 'xstate.error.actor.confirmEmailChange', error: ApiErrors.http(409, 'account.emailInUse') },
    ]).at(-1)!.after
    expect(end.value).toBe('failed')
    expect(end.status).toBe('done')
    expect(end.context.failure?.message).toBe('changeEmail.error.inUse')
  })
})
