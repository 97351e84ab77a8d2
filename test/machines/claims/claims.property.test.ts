import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assign, setup } from 'xstate'
import { claimsMachine, type ClaimsMachine } from '../../../machines/claims/claims.machine'
import { brokenInvariant, inputArb, invariants, run, stepsArb, type InvariantName } from './claims.properties'

describe('claimsMachine over random event sequences (pure transition)', () => {
  it(`keeps every invariant at every step: ${Object.keys(invariants).join(', ')}`, () => {
    fc.assert(
      fc.property(inputArb, stepsArb, (input, steps) => {
        for (const entry of run(claimsMachine, input, steps)) {
          for (const [name, holds] of Object.entries(invariants)) expect(holds(entry), name).toBe(true)
        }
      }),
      { numRuns: 1000 },
    )
  })
})

type States = Record<string, Record<string, unknown>>
/** The machine with one top-level state replaced: for bugs `provide` cannot plant. */
const withState = (state: string, change: (config: Record<string, unknown>) => Record<string, unknown>): ClaimsMachine => {
  const states = claimsMachine.config.states as unknown as States
  return setup(claimsMachine.implementations as never).createMachine({
    ...claimsMachine.config,
    states: { ...states, [state]: change(states[state]!) },
  } as never) as unknown as ClaimsMachine
}
type Invoke = { onDone: { actions: unknown[] } & Record<string, unknown> } & Record<string, unknown>

const plantedBugs: Record<InvariantName, { readonly bug: string; readonly machine: ClaimsMachine }> = {
  signedOutHoldsNothing: {
    bug: 'signing out keeps the dialog\'s claims',
    machine: setup(claimsMachine.implementations as never).createMachine({
      ...claimsMachine.config,
      on: { ...claimsMachine.config.on, 'session.changed': [{ guard: 'signsOut', target: '.signedOut', actions: assign({ signedIn: false }) }, (claimsMachine.config.on as Record<string, unknown[]>)['session.changed']![1]] },
    } as never) as unknown as ClaimsMachine,
  },
  failedAreForgottenAndLogged: {
    bug: 'a refused claim is left on the device (only the claimed ones are deleted)',
    machine: withState('checking', (config) => {
      const invoke = config.invoke as Invoke
      return { ...config, invoke: { ...invoke, onDone: { ...invoke.onDone, actions: invoke.onDone.actions.slice(1) } } }
    }),
  },
  pendingAreKept: {
    bug: 'every answered claim is deleted, those waiting for the code too',
    machine: withState('checking', (config) => {
      const invoke = config.invoke as Invoke
      const forgetAll = { type: 'forget', params: ({ event }: { event: { output: { id: string }[] } }) => event.output.map((a) => a.id) }
      return { ...config, invoke: { ...invoke, onDone: { ...invoke.onDone, actions: [forgetAll, ...invoke.onDone.actions.slice(1)] } } }
    }),
  },
  dialogOnlyOffInterviewPages: {
    bug: 'the dialog opens on an interview page',
    machine: claimsMachine.provide({ guards: { showsDialog: ({ context }) => context.claimed.length > 0 || context.pending.length > 0 } }),
  },
  checksOnSignInAndEmailChange: {
    bug: 'a new profile email does not check again',
    machine: claimsMachine.provide({ guards: { startsCheck: ({ context, event }) => event.type === 'session.changed' && event.signedIn && !context.signedIn } }),
  },
  codeOnlyWhenPending: {
    bug: 'a code is sent with nothing waiting for it',
    machine: claimsMachine.provide({ guards: { codeUsable: ({ event }) => event.type === 'user.codeSubmitted' } }),
  },
}

describe('the properties bite: a machine with a planted bug is caught', () => {
  for (const [name, { bug, machine }] of Object.entries(plantedBugs) as Array<[InvariantName, (typeof plantedBugs)[InvariantName]]>) {
    it(`${name} catches: ${bug}`, () => {
      expect(() => fc.assert(brokenInvariant(machine, name), { numRuns: 3000 })).toThrow()
    })
  }
})
