import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assign, setup } from 'xstate'
import { resumeUploadMachine, type ResumeUploadMachine } from '../../../machines/resumes/resumeUpload.machine'
import { brokenInvariant, invariants, run, stepsArb, type InvariantName } from './resumeUpload.properties'

describe('resumeUploadMachine over random event sequences (pure transition)', () => {
  it(`keeps every invariant at every step: ${Object.keys(invariants).join(', ')}`, () => {
    fc.assert(
      fc.property(stepsArb, (events) => {
        for (const step of run(resumeUploadMachine, events)) {
          for (const [name, holds] of Object.entries(invariants)) expect(holds(step), name).toBe(true)
        }
      }),
      { numRuns: 1000 },
    )
  })
})

type States = Record<string, { on?: Record<string, unknown> } & Record<string, unknown>>
/** The machine with one state's handlers changed: for bugs `provide` cannot plant. */
const withOn = (state: string, on: (handlers: Record<string, unknown>) => Record<string, unknown>): ResumeUploadMachine => {
  const states = resumeUploadMachine.config.states as unknown as States
  return setup(resumeUploadMachine.implementations as never).createMachine({
    ...resumeUploadMachine.config,
    states: { ...states, [state]: { ...states[state], on: on(states[state]!.on ?? {}) } },
  } as never) as unknown as ResumeUploadMachine
}

const plantedBugs: Record<InvariantName, { readonly bug: string; readonly machine: ResumeUploadMachine }> = {
  progressNeverGoesBackNorPastTheTotal: {
    bug: 'progress is taken as reported: a late or oversized report moves the bar back or past 100%',
    machine: withOn('uploading', (on) => ({ ...on, 'upload.progress': { actions: assign(({ event }) => ({ progress: { sent: (event as unknown as { sent: number }).sent, total: 1000 } })) } })),
  },
  doneOnlyFromAnUploadThatAnswered: {
    bug: 'a stale "done" after a cancel counts as uploaded',
    machine: withOn('cancelled', (on) => ({ ...on, 'upload.done': 'done' })),
  },
  cancelStopsTheUpload: {
    bug: 'cancel is ignored while sending',
    machine: withOn('uploading', (on) => ({ ...on, 'user.cancelled': {} })),
  },
  aFailureIsShownOnlyWhenFailed: {
    bug: 'dismissing a failure keeps its message',
    machine: withOn('failed', (on) => ({ ...on, 'user.dismissed': 'idle' })),
  },
  retryOnlyWhenItCanHelp: {
    bug: 'a refused file (not a PDF) is sent again on retry',
    machine: resumeUploadMachine.provide({ guards: { retryHelps: ({ context }) => context.file !== null } }),
  },
  anAttemptStartsFromZero: {
    bug: 'a retry keeps the last attempt\'s progress',
    machine: withOn('cancelled', (on) => ({ ...on, 'user.retried': 'uploading' })),
  },
}

describe('the properties bite: a machine with a planted bug is caught', () => {
  for (const [name, { bug, machine }] of Object.entries(plantedBugs) as Array<[InvariantName, (typeof plantedBugs)[InvariantName]]>) {
    it(`${name} catches: ${bug}`, () => {
      expect(() => fc.assert(brokenInvariant(machine, name), { numRuns: 2000 })).toThrow()
    })
  }
})
