import fc from 'fast-check'
import { describe, it } from 'vitest'
import { assign } from 'xstate'
import { claimsMachine, type ClaimsMachine } from '../../../machines/claims/claims.machine'
import { claimsProperty, invariants, type InvariantName } from './claims.properties'
import { patchedMachine } from '../patchedMachine'
import { plantedBugsBite, type PlantedBug } from '../propertyHarness'

describe('claimsMachine over random event sequences (pure transition)', () => {
  it(`keeps every invariant at every step: ${Object.keys(invariants).join(', ')}`, () => {
    fc.assert(claimsProperty(claimsMachine), { numRuns: 1000 })
  })
})

/** The machine with one top-level state replaced: for bugs `provide` cannot plant. */
const withState = (state: string, change: (config: Record<string, unknown>) => Record<string, unknown>): ClaimsMachine =>
  patchedMachine(claimsMachine, (config) => ({ ...config, states: { ...config.states, [state]: change(config.states[state]!) } }))

type Invoke = { onDone: { actions: unknown[] } & Record<string, unknown> } & Record<string, unknown>

const plantedBugs: Record<InvariantName, PlantedBug<ClaimsMachine>> = {
  signedOutHoldsNothing: {
    bug: 'signing out keeps the dialog\'s claims',
    machine: patchedMachine(claimsMachine, (config) => ({
      ...config,
      on: { ...config.on, 'session.changed': [{ guard: 'signsOut', target: '.signedOut', actions: assign({ signedIn: false }) }, (config.on['session.changed'] as unknown[])[1]] },
    })),
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

plantedBugsBite(plantedBugs, claimsProperty, { numRuns: 3000, seed: 19 })
