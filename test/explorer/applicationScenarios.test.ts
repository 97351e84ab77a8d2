import { describe, expect, it } from 'vitest'
import { replay } from '../../explorer/scenario'
import { scenarioById } from '../../explorer/scenarios'

describe('the application scenarios end where their descriptions say', () => {
  const last = async (id: string) => {
    const scenario = scenarioById(id)!
    const replayed = await replay(scenario, scenario.steps, scenario.steps.length)
    return replayed.actor!.getSnapshot() as { value: unknown; context: { notice: unknown; failure: { message: string } | null; application: { status: string } | null; draft: Record<string, string> | null } }
  }
  it('editAndSave: saved, the amount settled', async () => {
    const end = await last('application.editAndSave')
    expect(end.context.notice).toBe('saved')
    expect(end.context.draft?.['expectedSalary']).toBe('95000')
  })
  it('saveFails: the typed pitch is kept, the failure shown', async () => {
    const end = await last('application.saveFails')
    expect(end.context.failure?.message).toBe('myApplications.edit.failed')
    expect(end.context.draft?.['elevatorPitch']).toBe('Ten years on the ward.')
  })
  it('withdrawn and withdrawRefused', async () => {
    expect((await last('application.withdrawn')).context.application?.status).toBe('withdrawn')
    expect((await last('application.withdrawRefused')).context.failure?.message).toBe('myApplications.withdraw.refused')
  })
})
