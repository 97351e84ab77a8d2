import fc from 'fast-check'
import { describe, it } from 'vitest'
import { assign } from 'xstate'
import { answersForm, answersOf } from '../../../core/applications'
import { saveFailureOf } from '../../../machines/applications/applicationFailures'
import { applicationMachine, type ApplicationContext, type ApplicationMachine } from '../../../machines/applications/application.machine'
import { applicationProperty, invariants, type InvariantName } from './application.properties'
import { patchedMachine } from '../patchedMachine'
import { plantedBugsBite, type PlantedBug } from '../propertyHarness'

describe('applicationMachine over random event sequences (pure transition)', () => {
  it(`keeps every invariant at every step: ${Object.keys(invariants).join(', ')}`, () => {
    fc.assert(applicationProperty(applicationMachine), { numRuns: 1000 })
  })
})

type State = Record<string, unknown>
/** The machine with one child state of `ready` changed: for bugs `provide` cannot plant (a wrong target). */
const withReady = (child: string, patch: (state: State) => State): ApplicationMachine =>
  patchedMachine(applicationMachine, (config) => {
    const ready = config.states.ready as State & { states: Record<string, State> }
    return { ...config, states: { ...config.states, ready: { ...ready, states: { ...ready.states, [child]: patch(ready.states[child]!) } } } }
  })

const plantedBugs: Record<InvariantName, PlantedBug<ApplicationMachine>> = {
  typedValuesAreNeverLost: {
    bug: 'a failed save puts the saved answers back in the form',
    machine: applicationMachine.provide({
      actions: {
        rememberSaveFailure: assign(({ context }: { context: ApplicationContext }, params: { error: unknown }) => ({
          failure: saveFailureOf(params.error),
          sent: null,
          draft: context.application === null ? context.draft : answersForm(answersOf(context.application)),
        })) as never,
      },
    }),
  },
  withdrawOnlyAfterConfirmation: {
    bug: 'Withdraw withdraws at once, without the dialog',
    machine: withReady('idle', (idle) => ({ ...idle, on: { ...(idle.on as State), 'user.withdrawRequested': { guard: 'isWithdrawable', target: 'withdrawing' } } })),
  },
  savesOnlyValidOpenDrafts: {
    bug: 'the draft is not checked before it is sent',
    machine: applicationMachine.provide({ guards: { draftIsValid: () => true } }),
  },
  oneCallAtATime: {
    bug: 'Save pressed again while saving sends a second save',
    machine: withReady('saving', (saving) => ({ ...saving, on: { 'user.saveRequested': { target: 'saving', reenter: true } } })),
  },
  refusedWithdrawSaysContactThePro: {
    bug: 'a refused withdraw shows the save failure text',
    machine: applicationMachine.provide({
      actions: { rememberWithdrawFailure: assign((_: unknown, params: { error: unknown }) => ({ failure: saveFailureOf(params.error) })) as never },
    }),
  },
}

plantedBugsBite(plantedBugs, applicationProperty, { numRuns: 3000, seed: 21 })
