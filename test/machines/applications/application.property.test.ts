import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assign, setup } from 'xstate'
import { answersForm, answersOf } from '../../../core/applications'
import { saveFailureOf } from '../../../machines/applications/applicationFailures'
import { applicationMachine, type ApplicationContext, type ApplicationMachine } from '../../../machines/applications/application.machine'
import { applicationProperty, invariants, type InvariantName } from './application.properties'

describe('applicationMachine over random event sequences (pure transition)', () => {
  it(`keeps every invariant at every step: ${Object.keys(invariants).join(', ')}`, () => {
    fc.assert(applicationProperty(applicationMachine), { numRuns: 1000 })
  })
})

type State = Record<string, unknown>
/** The machine with one child state of `ready` changed: for bugs `provide` cannot plant (a wrong target). */
const withReady = (child: string, patch: (state: State) => State): ApplicationMachine => {
  const states = applicationMachine.config.states as unknown as Record<string, State & { states: Record<string, State> }>
  const ready = states.ready!
  return setup(applicationMachine.implementations as never).createMachine({
    ...applicationMachine.config,
    states: { ...states, ready: { ...ready, states: { ...ready.states, [child]: patch(ready.states[child]!) } } },
  } as never) as unknown as ApplicationMachine
}

const plantedBugs: Record<InvariantName, { readonly bug: string; readonly machine: ApplicationMachine }> = {
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

describe('the properties bite: a machine with a planted bug is caught', () => {
  for (const [name, { bug, machine }] of Object.entries(plantedBugs) as Array<[InvariantName, (typeof plantedBugs)[InvariantName]]>) {
    it(`${name} catches: ${bug}`, () => {
      const result = fc.check(applicationProperty(machine, [name]), { numRuns: 3000, seed: 21 })
      expect(result.failed).toBe(true)
      expect(String(result.errorInstance)).toContain(`broken invariants: ${name}`)
    })
  }
})
