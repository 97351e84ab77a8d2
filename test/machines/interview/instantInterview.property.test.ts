import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assign, setup } from 'xstate'
import { draftsOf, type Interview } from '../../../core/interview'
import { instantInterviewMachine, type InstantInterviewMachine, type LoadedInterview } from '../../../machines/interview/instantInterview.machine'
import { instantInterviewProperty, invariants, type InvariantName } from './instantInterview.properties'

describe('instantInterviewMachine over random event sequences (pure transition)', () => {
  it(`keeps every invariant at every step: ${Object.keys(invariants).join(', ')}`, () => {
    fc.assert(instantInterviewProperty(instantInterviewMachine), { numRuns: 1000 })
  })
})

type States = Record<string, Record<string, unknown>>
/** The machine with its statechart changed by `patch`: for bugs `provide` cannot plant (a wrong target). */
const withStates = (patch: (states: States) => States): InstantInterviewMachine =>
  setup(instantInterviewMachine.implementations as never).createMachine({
    ...instantInterviewMachine.config,
    states: patch(instantInterviewMachine.config.states as unknown as States),
  } as never) as unknown as InstantInterviewMachine

const plantedBugs: Record<InvariantName, { readonly bug: string; readonly machine: InstantInterviewMachine }> = {
  asksTheFirstOpenQuestion: {
    bug: 'a reload starts again at the first question instead of where the saved answers stop',
    machine: instantInterviewMachine.provide({
      actions: {
        adoptLoaded: assign((_, params: LoadedInterview) => ({
          interview: params.interview,
          drafts: draftsOf(params.interview),
          question: 'company' as const,
          failure: null,
        })),
      },
    }),
  },
  nothingTypedIsLost: {
    bug: 'a failed save puts the controls back to their defaults',
    machine: instantInterviewMachine.provide({
      actions: {
        rememberSaveFailure: assign(({ context }) => ({ attempts: context.attempts + 1, drafts: context.interview === null ? null : draftsOf(context.interview) })),
      },
    }),
  },
  savesOnlyGoodAnswers: {
    bug: 'the send button skips the check',
    machine: instantInterviewMachine.provide({ guards: { answerIsGood: () => true } }),
  },
  retriesWithTheSpecsBackoff: {
    bug: 'a failed save is sent again at once, without the backoff',
    machine: instantInterviewMachine.provide({ delays: { retryDelay: 0 } }),
  },
  endsOnlyWhenAllAnswered: {
    bug: 'an answered last question (charity) counts as the end, whatever is still open',
    machine: instantInterviewMachine.provide({ guards: { finishedAlready: (_, params: { interview: Interview }) => params.interview.answers.charity !== undefined } }),
  },
  oneCallAtATime: {
    bug: 'a second send while the answer is saving sends it again',
    machine: withStates((states) => ({ ...states, saving: { ...states.saving, on: { 'user.submitted': { target: 'saving', reenter: true } } } })),
  },
}

describe('the properties bite: a machine with a planted bug is caught', () => {
  for (const [name, { bug, machine }] of Object.entries(plantedBugs) as Array<[InvariantName, (typeof plantedBugs)[InvariantName]]>) {
    it(`${name} catches: ${bug}`, () => {
      const result = fc.check(instantInterviewProperty(machine, [name]), { numRuns: 3000, seed: 17 })
      expect(result.failed).toBe(true)
      expect(String(result.errorInstance)).toContain(`broken invariants: ${name}`)
    })
  }
})
