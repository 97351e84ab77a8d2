import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { navigationGuardMachine, type NavigationGuardEvent } from '../../../machines/navigation/navigationGuard.machine'

const holder = fc.constantFrom('name', 'email', 'password', undefined)
const step = fc.oneof(
  holder.map((name): NavigationGuardEvent => ({ type: 'page.unsavedChangesHeld', ...(name === undefined ? {} : { holder: name }) })),
  holder.map((name): NavigationGuardEvent => ({ type: 'page.unsavedChangesReleased', ...(name === undefined ? {} : { holder: name }) })),
)

/** The model: the set of parts holding changes (an unnamed hold is the page's). */
const modelAfter = (steps: readonly NavigationGuardEvent[]): Set<string> => {
  const held = new Set<string>()
  for (const event of steps) {
    const name = ('holder' in event ? event.holder : undefined) ?? 'page'
    if (event.type === 'page.unsavedChangesHeld') held.add(name)
    else held.delete(name)
  }
  return held
}

describe('unsaved changes held by several parts of a page', () => {
  it('blocks leaving exactly while some part still holds changes, whatever the order of holds and releases', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const actor = createActor(navigationGuardMachine).start()
        for (const event of steps) actor.send(event)
        const model = modelAfter(steps)
        const { leaveBlocked, holders } = actor.getSnapshot().context
        actor.stop()
        expect(leaveBlocked).toBe(model.size > 0)
        expect(new Set(holders)).toEqual(model)
      }),
      { numRuns: 300 },
    )
  })
})
