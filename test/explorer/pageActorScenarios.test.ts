import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ACCOUNT_FAILURES, formSubmissionMachine } from '../../machines'
import { applySteps, prepare, replay } from '../../explorer/scenario'
import { scenarioById } from '../../explorer/scenarios'
import { createWorld } from '../../explorer/world'

type Snapshot = { value: unknown; context: Record<string, unknown>; status: string }

const at = async (id: string, step: number) => {
  const scenario = scenarioById(id)!
  const replayed = await replay(scenario, scenario.steps, step)
  const snapshot = replayed.actor!.getSnapshot() as Snapshot
  const sent = (method: string, path: string) =>
    replayed.world.http.requests.filter((request) => request.method === method && request.url.endsWith(path)).length
  replayed.world.app.stop()
  return { snapshot, sent }
}

describe('the scenarios of machines a page creates itself end where their descriptions say', () => {
  it('formSubmission.saved: submitting while the server takes 2 s, then saved, then editing again', async () => {
    expect((await at('formSubmission.saved', 1)).snapshot.value).toBe('submitting')
    const saved = await at('formSubmission.saved', 2)
    expect(saved.snapshot.value).toBe('saved')
    expect(saved.snapshot.context['output']).toMatchObject({ firstName: 'Augusta', lastName: 'King' })
    expect(saved.sent('PATCH', '/rest/profile')).toBe(1)
    expect((await at('formSubmission.saved', 3)).snapshot.value).toBe('editing')
  })

  it('formSubmission.failed: submitting, then failed with the account\'s failure text', async () => {
    expect((await at('formSubmission.failed', 1)).snapshot.value).toBe('submitting')
    const failed = await at('formSubmission.failed', 2)
    expect(failed.snapshot.value).toBe('failed')
    expect(failed.snapshot.context['failure']).toMatchObject({ message: 'accountSettings.error.saveFailed' })
  })

  it("formSubmission.jobAlertRateLimited: the alert's own form fails with the rate limit's text", async () => {
    const refused = await at('formSubmission.jobAlertRateLimited', 1)
    expect(refused.snapshot.value).toBe('failed')
    expect(refused.snapshot.context['failure']).toMatchObject({ message: 'auth.error.rateLimited' })
    expect(refused.sent('PUT', '/rest/job-alerts/alert-1')).toBe(1)
  })

  it('formSubmission.profilePhones: the phones form saves after 2 s and its draft goes', async () => {
    expect((await at('formSubmission.profilePhones', 1)).snapshot.value).toBe('submitting')
    const saved = await at('formSubmission.profilePhones', 2)
    expect(saved.snapshot.value).toBe('saved')
    expect(saved.snapshot.context['output']).toEqual({ phones: [{ id: 'phone-1', number: '512 555 0100', extension: '', type: 'mobile' }] })
  })

  it('resumeUpload.uploaded: half the bytes after 1 s, the stored resume after 2 s', async () => {
    const half = await at('resumeUpload.uploaded', 2)
    expect(half.snapshot.value).toBe('uploading')
    expect(half.snapshot.context['progress']).toEqual({ sent: 120_000, total: 240_000 })
    const done = await at('resumeUpload.uploaded', 3)
    expect(done.snapshot.value).toBe('done')
    expect(done.snapshot.context['resume']).toMatchObject({ id: 'resume-1' })
    expect(done.sent('POST', '/rest/resumes')).toBe(1)
  })

  it('resumeUpload.failed and cancelled: a retry is offered; a cancel sends nothing', async () => {
    const failed = await at('resumeUpload.failed', 2)
    expect(failed.snapshot.value).toBe('failed')
    expect(failed.snapshot.context['failure']).toEqual({ message: { id: 'resumes.error.network' }, retry: true })
    const cancelled = await at('resumeUpload.cancelled', 3)
    expect(cancelled.snapshot.value).toBe('cancelled')
    expect(cancelled.sent('POST', '/rest/resumes')).toBe(0)
  })

  it('navigationGuard.unsavedChanges: the dialog, stay on the account page, the dialog again, leave for home', async () => {
    const asked = await at('navigationGuard.unsavedChanges', 1)
    expect(asked.snapshot.value).toBe('confirmingLeave')
    expect(asked.snapshot.context['holders']).toEqual(['name'])
    const stayed = await at('navigationGuard.unsavedChanges', 2)
    expect(stayed.snapshot.context['decision']).toMatchObject({ _tag: 'Cancelled', because: 'leaveCancelled' })
    expect(stayed.snapshot.context['current']).toMatchObject({ href: '/settings/account' })
    const left = await at('navigationGuard.unsavedChanges', 4)
    expect(left.snapshot.context['current']).toMatchObject({ href: '/' })
    expect(left.snapshot.context['holders']).toEqual([])
  })
})

describe('a screen follows the actor its page creates', () => {
  it('skips the stand-in and sends the steps to the first running actor with the scenario\'s system id', async () => {
    const scenario = scenarioById('formSubmission.saved')!
    const world = createWorld()
    await prepare(scenario, world, { onScreen: true })
    expect(world.actorOf('formSubmission', scenario.actor)).toBeUndefined()
    // What the page does: its form's actor, twice under Strict Mode (React keeps the first).
    const submitted: unknown[] = []
    const submit = fromPromise<unknown, unknown>(async ({ input }) => void submitted.push(input))
    const page = () =>
      createActor(formSubmissionMachine.provide({ actors: { submit } }), { input: { failures: ACCOUNT_FAILURES }, systemId: scenario.actor, inspect: world.inspect }).start()
    const kept = page()
    page()
    const { actor } = await applySteps(scenario, scenario.steps, 1, world)
    expect(actor).toBe(kept)
    expect(submitted).toEqual([{ firstName: 'Augusta', lastName: 'King' }])
    world.app.stop()
  })
})
