import fc from 'fast-check'
import { describe, it } from 'vitest'
import { assign } from 'xstate'
import { stepErrors, type ApplyStep } from '../../../core/apply'
import { easyApplyMachine, type EasyApplyMachine } from '../../../machines/apply/easyApply.machine'
import { easyApplyProperty, invariants, type InvariantName } from './easyApply.properties'
import { plantedBugsBite, type PlantedBug } from '../propertyHarness'

describe('easyApplyMachine over random event sequences (pure transition)', () => {
  it(`keeps every invariant at every step: ${Object.keys(invariants).join(', ')}`, () => {
    fc.assert(easyApplyProperty(easyApplyMachine), { numRuns: 1000 })
  })
})

/** Bugs one line away from the real machine, each planted with `provide` (guards and actions by name). */
const plantedBugs: Record<InvariantName, PlantedBug<EasyApplyMachine>> = {
  submitsOnlyACompleteDraft: {
    bug: 'Submit checks only the finish step\'s own (empty) field list',
    machine: easyApplyMachine.provide({ guards: { complete: () => true } }),
  },
  nothingTypedIsLost: {
    bug: 'Back clears the step being left',
    machine: easyApplyMachine.provide({
      actions: {
        moveTo: assign(({ context }, params: { step: ApplyStep }) => ({ draft: { ...context.draft, step: params.step, elevatorPitch: '', firstName: '' }, errors: {} })),
      },
    }),
  },
  theKeyStays: {
    bug: 'every step change makes a new idempotency key',
    machine: easyApplyMachine.provide({
      actions: {
        moveTo: assign(({ context }, params: { step: ApplyStep }) => ({ draft: { ...context.draft, step: params.step, idempotencyKey: `${context.draft.idempotencyKey}x` }, errors: {} })),
      },
    }),
  },
  forwardOnlyPastAValidStep: {
    bug: 'Next skips the check',
    machine: easyApplyMachine.provide({ guards: { stepValid: () => true } }),
  },
  problemsAreTheCurrentSteps: {
    bug: 'Next shows every problem of the whole form, not the step\'s',
    machine: easyApplyMachine.provide({
      actions: { showErrors: assign(({ context }) => ({ errors: stepErrors('finish', context.draft) })) },
    }),
  },
  theStepIsTheState: {
    bug: 'a step change forgets to record the step in the draft',
    machine: easyApplyMachine.provide({ actions: { moveTo: assign({ errors: {} }) } }),
  },
}

plantedBugsBite(plantedBugs, easyApplyProperty, { numRuns: 2000, seed: 23 })
