import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, InspectionEvent } from 'xstate'
import { createTestClock, memoryStorage } from '../../../../adapters/memory'
import { ACCOUNT_FAILURES } from '../../../../machines'
import { formSystemId, useFormSubmission } from '../../../../ui/features/forms'
import { ServicesProvider, type AppServices } from '../../../../ui/services'

function NamedForm() {
  useFormSubmission('account.name', ACCOUNT_FAILURES, async () => 'saved')
  return null
}

describe("a form's submission machine is followed by the services' inspector", () => {
  it('announces its actor under the system id form.<name> (the ?inspect window and the explorer screens tell forms apart by it)', () => {
    const seen: AnyActorRef[] = []
    const services: AppServices = {
      api: {} as AppServices['api'],
      storage: memoryStorage(),
      clock: createTestClock(0),
      inspect: (event: InspectionEvent) => void (event.type === '@xstate.actor' && seen.push(event.actorRef as AnyActorRef)),
    }
    renderToString(
      <ServicesProvider services={services}>
        <NamedForm />
      </ServicesProvider>,
    )
    expect(formSystemId('account.name')).toBe('form.account.name')
    expect(seen.map((actor) => [(actor as { systemId?: string }).systemId, actor.getSnapshot().value])).toEqual([['form.account.name', 'editing']])
  })
})
