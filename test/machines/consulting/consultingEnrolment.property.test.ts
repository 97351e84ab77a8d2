import fc from 'fast-check'
import { describe, it } from 'vitest'
import { assign } from 'xstate'
import { enrolmentStepComplete } from '../../../core/consulting'
import { consultingEnrolmentMachine, type ConsultingEnrolmentMachine } from '../../../machines/consulting/consultingEnrolment.machine'
import { patchedMachine, type MachineConfig } from '../patchedMachine'
import { plantedBugsBite, type PlantedBug } from '../propertyHarness'
import { enrolmentProperty, invariants, type InvariantName } from './consultingEnrolment.properties'

describe('consultingEnrolmentMachine over random event sequences (pure transition)', () => {
  it(`keeps every invariant at every step: ${Object.keys(invariants).join(', ')}`, () => {
    fc.assert(enrolmentProperty(consultingEnrolmentMachine), { numRuns: 500 })
  })
})

type States = MachineConfig['states']
const withEditing = (patch: (editing: Record<string, unknown>) => Record<string, unknown>): ConsultingEnrolmentMachine =>
  patchedMachine(consultingEnrolmentMachine, (config) => ({ ...config, states: { ...config.states, editing: patch(config.states.editing as Record<string, unknown>) } as States }))

const plantedBugs: Record<InvariantName, PlantedBug<ConsultingEnrolmentMachine>> = {
  neverPastAnUnfinishedStep: {
    bug: 'opening a step by its address skips the check of the steps before it',
    machine: withEditing((editing) => ({
      ...editing,
      on: { ...(editing.on as object), 'user.stepOpened': { actions: assign(({ event }: { event: { step: string } }) => ({ step: event.step, errors: {} })) } },
    })),
  },
  sentOnlyWhenComplete: {
    bug: 'Continue on the last step sends without checking it',
    machine: consultingEnrolmentMachine.provide({ guards: { lastStep: ({ context }) => context.step === 'search', stepComplete: ({ context }) => context.step === 'search' || enrolmentStepComplete(context.draft, context.step) } }),
  },
  everyEditIsKept: {
    bug: 'an edit of a step other than the one shown is not kept',
    machine: withEditing((editing) => {
      const on = editing.on as Record<string, { actions: unknown[] }>
      const edited = on['user.edited']!
      return { ...editing, on: { ...on, 'user.edited': [{ guard: ({ context, event }: { context: { step: string }; event: { step: string } }) => context.step !== event.step, actions: edited.actions.slice(0, 1) }, edited] } }
    }),
  },
  enrolledOnlyAfterSuccess: {
    bug: 'a failed enrolment counts as enrolled',
    machine: patchedMachine(consultingEnrolmentMachine, (config) => {
      const sendingState = config.states.sending as { invoke: Record<string, unknown> }
      return { ...config, states: { ...config.states, sending: { ...sendingState, invoke: { ...sendingState.invoke, onError: 'enrolled' } } } as States }
    }),
  },
  signOutForgetsEverything: {
    bug: 'a sign-out empties the form on screen but leaves the draft in storage',
    machine: patchedMachine(consultingEnrolmentMachine, (config) => {
      const signedOut = (config.on['session.signedOut'] as { actions: unknown[] })
      return { ...config, on: { ...config.on, 'session.signedOut': { ...signedOut, actions: signedOut.actions.slice(0, 1) } } }
    }),
  },
}

plantedBugsBite(plantedBugs, enrolmentProperty, { numRuns: 2000, seed: 13 })
