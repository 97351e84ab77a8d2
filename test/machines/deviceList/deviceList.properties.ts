import type { TraceEntry } from '../propertyHarness'

/**
 * What every device-list machine (machines/deviceList: saved jobs, recent searches) must keep, over a trace of the
 * property harness: the list rules differ, these do not.
 */
type Entry = TraceEntry<{ readonly type: string } | null>

const named = (actions: Entry['actions'], type: string) => actions.filter((action) => action.type === type)
const spawned = (actions: Entry['actions']) => named(actions, 'xstate.spawnChild').length
const running = (snapshot: Entry['after']) => Object.keys(snapshot.children).length

/** The device's storage as the trace's storeDeviceList / clearDeviceList actions leave it, after each step. */
export function storedAlong<Item>(trace: readonly Entry[], device: readonly Item[]): Array<readonly Item[]> {
  let stored = device
  return trace.map(({ actions }) => {
    for (const action of actions) {
      if (action.type === 'storeDeviceList') stored = action.params as readonly Item[]
      if (action.type === 'clearDeviceList') stored = []
    }
    return stored
  })
}

/** At most one call runs, never restarted: a call starts only when none runs or the last one just settled. */
export const oneCallAtATime = (trace: readonly Entry[]): boolean =>
  trace.every(({ step, before, after, actions }) => {
    if (running(after) > 1 || spawned(actions) > 1) return false
    if ('sendChange' in after.children && !after.matches('account')) return false
    const settled = step !== null && /^xstate\.(done|error)\./.test(step.type)
    return spawned(actions) === 0 || running(before) === 0 || settled || before === after
  })
