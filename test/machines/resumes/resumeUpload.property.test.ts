import fc from 'fast-check'
import { describe, it } from 'vitest'
import { assign } from 'xstate'
import { resumeUploadMachine, type ResumeUploadMachine } from '../../../machines/resumes/resumeUpload.machine'
import { invariants, resumeUploadProperty, type InvariantName } from './resumeUpload.properties'
import { patchedMachine } from '../patchedMachine'
import { plantedBugsBite, type PlantedBug } from '../propertyHarness'

describe('resumeUploadMachine over random event sequences (pure transition)', () => {
  it(`keeps every invariant at every step: ${Object.keys(invariants).join(', ')}`, () => {
    fc.assert(resumeUploadProperty(resumeUploadMachine), { numRuns: 1000 })
  })
})

type Handlers = Record<string, unknown>
/** The machine with one state's handlers changed: for bugs `provide` cannot plant. */
const withOn = (state: string, on: (handlers: Handlers) => Handlers): ResumeUploadMachine =>
  patchedMachine(resumeUploadMachine, (config) => ({
    ...config,
    states: { ...config.states, [state]: { ...config.states[state], on: on((config.states[state]!.on as Handlers | undefined) ?? {}) } },
  }))

const plantedBugs: Record<InvariantName, PlantedBug<ResumeUploadMachine>> = {
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

plantedBugsBite(plantedBugs, resumeUploadProperty, { numRuns: 2000, seed: 29 })
