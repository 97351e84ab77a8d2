import fc from 'fast-check'
import { describe, it } from 'vitest'
import { assign } from 'xstate'
import { draftsOf, type Interview } from '../../../core/interview'
import { instantInterviewMachine, type InstantInterviewMachine, type LoadedInterview } from '../../../machines/interview/instantInterview.machine'
import { instantInterviewProperty, invariants, type InvariantName } from './instantInterview.properties'
import { patchedMachine, type MachineConfig } from '../patchedMachine'
import { plantedBugsBite, type PlantedBug } from '../propertyHarness'

describe('instantInterviewMachine over random event sequences (pure transition)', () => {
  it(`keeps every invariant at every step: ${Object.keys(invariants).join(', ')}`, () => {
    fc.assert(instantInterviewProperty(instantInterviewMachine), { numRuns: 1000 })
  })
})

type States = MachineConfig['states']
/** The machine with its statechart changed by `patch`: for bugs `provide` cannot plant (a wrong target). */
const withStates = (patch: (states: States) => States): InstantInterviewMachine =>
  patchedMachine(instantInterviewMachine, (config) => ({ ...config, states: patch(config.states) }))

const plantedBugs: Record<InvariantName, PlantedBug<InstantInterviewMachine>> = {
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

plantedBugsBite(plantedBugs, instantInterviewProperty, { numRuns: 3000, seed: 17 })
