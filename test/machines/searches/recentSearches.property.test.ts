import fc from 'fast-check'
import { describe, it } from 'vitest'
import { assign } from 'xstate'
import type { RecentSearch } from '../../../core/searches'
import { recentSearchesMachine, type RecentSearchesMachine } from '../../../machines/searches/recentSearches.machine'
import { recentSearchesProperty, type InvariantName } from './recentSearches.properties'
import { patchedMachine, type MachineConfig } from '../patchedMachine'
import { plantedBugsBite, type PlantedBug } from '../propertyHarness'

describe('recentSearchesMachine over random starts and event sequences (pure transition)', () => {
  it('keeps every invariant at every step', () => {
    fc.assert(recentSearchesProperty(recentSearchesMachine), { numRuns: 1000 })
  })
})

type Config = MachineConfig
const patched = (patch: (config: Config) => Config): RecentSearchesMachine => patchedMachine(recentSearchesMachine, patch)

type Invoke = { onDone: { actions: unknown }; onError: { actions: unknown } }
const sendingState = (config: Config) => (config.states.account as { states: Record<string, { invoke: Invoke; on?: unknown }> }).states.sending!

const plantedBugs: Record<InvariantName, PlantedBug<RecentSearchesMachine>> = {
  oneCallAtATime: {
    bug: 'a change made while one is sent restarts the call',
    machine: patched((config) => {
      sendingState(config).on = { 'user.changedSearches': { target: 'sending', reenter: true } }
      return config
    }),
  },
  optimisticAtOnce: {
    bug: 'signed in, a change shows only once the server answered',
    machine: patched((config) => {
      config.on = { ...config.on, 'user.changedSearches': { guard: 'changes' } }
      return config
    }),
  },
  toastOnEveryFailure: {
    bug: 'a refused change says nothing',
    machine: patched((config) => {
      const invoke = sendingState(config).invoke
      invoke.onError.actions = (invoke.onError.actions as unknown[]).slice(1)
      return config
    }),
  },
  deviceListMirrorsShown: {
    bug: 'a change signed out is not stored, so it is gone after a reload',
    machine: patched((config) => {
      const on = (config.states.device as { on: Record<string, { actions: unknown[] }> }).on
      on['user.changedSearches'] = { ...on['user.changedSearches']!, actions: on['user.changedSearches']!.actions.slice(0, 1) }
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
  noDuplicates: {
    bug: 'signed out, a search run again is added again instead of moved to the top',
    machine: patched((config) => {
      const on = (config.states.device as { on: Record<string, unknown> }).on
      on['user.changedSearches'] = {
        actions: assign(({ context, event }) => {
          const change = (event as unknown as { change: { kind: string; search?: RecentSearch } }).change
          return change.kind === 'searched' && change.search ? { confirmed: [change.search, ...context.confirmed] } : {}
        }),
      }
      return config
    }),
  },
}

plantedBugsBite(plantedBugs, recentSearchesProperty, { numRuns: 2000, seed: 11 })
