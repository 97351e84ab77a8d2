import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assign } from 'xstate'
import { ApiErrors } from '../../../core/api/errors'
import { formSubmissionMachine, type FormSubmissionMachine } from '../../../machines/forms/formSubmission.machine'
import { formProperty, invariants, run, type InvariantName } from './formSubmission.properties'
import { patchedMachine, type MachineConfig } from '../patchedMachine'
import { plantedBugsBite, type PlantedBug } from '../propertyHarness'

describe('formSubmissionMachine over random event sequences (pure transition)', () => {
  it(`keeps every invariant at every step: ${Object.keys(invariants).join(', ')}`, () => {
    fc.assert(formProperty(formSubmissionMachine), { numRuns: 1000 })
  })
})

type States = MachineConfig['states']
/** The machine with its statechart changed by `patch`: for bugs `provide` cannot plant (a wrong target). */
const withStates = (patch: (states: States) => States): FormSubmissionMachine => patchedMachine(formSubmissionMachine, (config) => ({ ...config, states: patch(config.states) }))

const submitting = (states: States) => states.submitting as { invoke: Record<string, unknown> }

const plantedBugs: Record<InvariantName, PlantedBug<FormSubmissionMachine>> = {
  neverTwoSubmissionsInFlight: {
    bug: 'a second click on the submit button restarts the call',
    machine: withStates((states) => ({ ...states, submitting: { ...states.submitting, on: { 'user.submitted': { target: 'submitting', reenter: true } } } })),
  },
  savedOnlyAfterASuccess: {
    bug: 'a refused call counts as saved',
    machine: withStates((states) => ({ ...states, submitting: { ...states.submitting, invoke: { ...submitting(states).invoke, onError: 'saved' } } })),
  },
  theFailureShownIsTheLastOne: {
    bug: 'every failure shows the fallback text, whatever its code',
    machine: formSubmissionMachine.provide({
      actions: {
        rememberFailure: assign(({ context }) => ({ output: null, failure: { error: { _tag: 'UnexpectedError' as const }, message: context.failures.fallback } })),
      },
    }),
  },
  anEditClearsTheFailure: {
    bug: 'the failure stays until the next submit (as the hand-written forms did)',
    machine: withStates((states) => ({ ...states, failed: { ...states.failed, on: { 'user.submitted': 'submitting' } } })),
  },
  busyWhileACallRuns: {
    bug: 'a cancel leaves the call running',
    machine: withStates((states) => ({ ...states, submitting: { ...states.submitting, on: { 'user.cancelled': {} } } })),
  },
}

plantedBugsBite(plantedBugs, formProperty, { numRuns: 2000, seed: 11 })

describe('examples', () => {
  it('shows the wrong current password by its code, and forgets it on an edit', () => {
    const trace = run(formSubmissionMachine, [
      { type: 'user.submitted', values: { password: 'x' } },
      { type: 'xstate.error.actor.submit', error: ApiErrors.http(403, 'auth.currentPasswordWrong') },
    ])
    const failed = trace.at(-1)!.after
    expect(failed.value).toBe('failed')
    expect(failed.context.failure).toEqual({ error: { _tag: 'HttpError', status: 403, code: 'auth.currentPasswordWrong' }, message: 'auth.error.currentPasswordWrong' })
    const edited = run(formSubmissionMachine, [...trace.map(({ step }) => step), { type: 'user.edited' }]).at(-1)!.after
    expect(edited.value).toBe('editing')
    expect(edited.context.failure).toBeNull()
  })

  it('counts the saves, so a form keyed by the count empties after each', () => {
    const save = [{ type: 'user.submitted', values: {} }, { type: 'xstate.done.actor.submit', output: 'ok' }] as const
    const end = run(formSubmissionMachine, [...save, { type: 'user.edited' }, ...save]).at(-1)!.after
    expect(end.value).toBe('saved')
    expect(end.context.savedCount).toBe(2)
  })
})
