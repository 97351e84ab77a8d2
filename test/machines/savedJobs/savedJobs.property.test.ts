import fc from 'fast-check'
import { describe, it } from 'vitest'
import { assign } from 'xstate'
import type { SavedJob } from '../../../core/savedJobs'
import { savedJobChangeOf, savedJobsMachine, type SavedJobsEvent, type SavedJobsMachine } from '../../../machines/savedJobs/savedJobs.machine'
import { savedJobsProperty, type InvariantName } from './savedJobs.properties'
import { patchedMachine, type MachineConfig } from '../patchedMachine'
import { plantedBugsBite, type PlantedBug } from '../propertyHarness'

describe('savedJobsMachine over random starts and event sequences (pure transition)', () => {
  it('keeps every invariant at every step', () => {
    fc.assert(savedJobsProperty(savedJobsMachine), { numRuns: 1000 })
  })
})

type Config = MachineConfig
type SavedJobsChangeEvent = Extract<SavedJobsEvent, { type: `user.${string}` }>
const patched = (patch: (config: Config) => Config): SavedJobsMachine => patchedMachine(savedJobsMachine, patch)

type Invoke = { onDone: { actions: unknown[] }; onError: { actions: unknown } }
const sendingState = (config: Config) =>
  ((config.states.account as { states: Record<string, { invoke: Invoke; on?: unknown }> }).states.sending as { invoke: Invoke; on?: unknown })

const plantedBugs: Record<InvariantName, PlantedBug<SavedJobsMachine>> = {
  oneCallAtATime: {
    bug: 'a second save while one is sent restarts the call',
    machine: patched((config) => {
      sendingState(config).on = { 'user.saved': { target: 'sending', reenter: true } }
      return config
    }),
  },
  optimisticAtOnce: {
    bug: 'signed in, a save shows only once the server answered',
    machine: savedJobsMachine.provide({
      guards: {
        changes: ({ context, event }) =>
          (!context.signedIn || event.type !== 'user.saved') && event.type.startsWith('user.') && savedJobChangeOf(context, event as SavedJobsChangeEvent) !== null,
      },
    }),
  },
  rollbackOnFailure: {
    bug: 'a refused change stays shown as if it had been saved',
    machine: patched((config) => {
      const invoke = sendingState(config).invoke
      invoke.onError.actions = invoke.onDone.actions
      return config
    }),
  },
  toastOnEveryFailure: {
    bug: 'a failed load of the account list says nothing',
    machine: patched((config) => {
      ;(config.states.loading as { invoke: Invoke }).invoke.onError.actions = []
      return config
    }),
  },
  deviceListMirrorsShown: {
    bug: 'an unsave signed out is not stored, so the job comes back after a reload',
    machine: patched((config) => {
      const on = (config.states.device as { on: Record<string, Array<{ actions: unknown[] }>> }).on
      const [change, ...refused] = on['user.unsaved'] ?? []
      on['user.unsaved'] = [{ ...change!, actions: change!.actions.slice(0, 1) }, ...refused]
      return config
    }),
  },
  mergedOnceThenCleared: {
    bug: 'the device list stays after the merge (and would be merged again at every sign-in)',
    machine: patched((config) => {
      const invoke = (config.states.loading as { invoke: { onDone: { actions: unknown[] } } }).invoke
      invoke.onDone.actions = invoke.onDone.actions.slice(0, 1)
      return config
    }),
  },
  neverOverCap: {
    bug: 'signed out, a save goes in without looking at the list',
    machine: patched((config) => {
      const on = (config.states.device as { on: Record<string, unknown> }).on
      on['user.saved'] = { actions: assign(({ context, event }) => ({ confirmed: [(event as unknown as { saved: SavedJob }).saved, ...context.confirmed] })) }
      return config
    }),
  },
}

plantedBugsBite(plantedBugs, savedJobsProperty, { numRuns: 2000, seed: 11 })
