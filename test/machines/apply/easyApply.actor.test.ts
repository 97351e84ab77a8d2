import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { ApiErrors } from '../../../core/api/errors'
import { emptyDraft, type ApplyDraft, type ApplySubmit, type Prefill } from '../../../core/apply'
import type { ApplyAnswer } from '../../../core/applications'
import { easyApplyMachine, stepOf } from '../../../machines/apply/easyApply.machine'
import { answer, completeDraft, KEY } from './easyApply.properties'

const start = (draft: ApplyDraft, submit: (request: ApplySubmit) => Promise<ApplyAnswer> = () => Promise.resolve(answer)) => {
  const requests: ApplySubmit[] = []
  const kept: ApplyDraft[] = []
  const received: ApplyAnswer[] = []
  const machine = easyApplyMachine.provide({
    actors: { submitApplication: fromPromise<ApplyAnswer, ApplySubmit>(({ input }) => (requests.push(input), submit(input))) },
  })
  const actor = createActor(machine, { input: { draft }, clock: new SimulatedClock() })
  actor.on('draft.changed', (event) => kept.push(event.draft))
  actor.on('application.received', (event) => received.push(event.answer))
  actor.start()
  return { actor, requests, kept, received }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('easyApply: steps', () => {
  it('Next on an empty step shows the spec messages and stays', () => {
    const { actor } = start(emptyDraft('job-1', KEY))
    actor.send({ type: 'user.nextRequested' })
    expect(stepOf(actor.getSnapshot())).toBe('personal')
    expect(actor.getSnapshot().context.errors).toMatchObject({ firstName: 'apply.error.firstNameRequired', resume: 'apply.error.resumeRequired' })
    actor.send({ type: 'user.edited', fields: { firstName: 'Ada' } })
    expect(actor.getSnapshot().context.errors.firstName).toBeUndefined()
    expect(actor.getSnapshot().context.errors.lastName).toBe('apply.error.lastNameRequired')
  })

  it('walks forward and back; every change is handed to the edge to keep', () => {
    const { actor, kept } = start(completeDraft())
    for (const expected of ['contact', 'authorization', 'charity', 'pitch', 'finish'] as const) {
      actor.send({ type: 'user.nextRequested' })
      expect(stepOf(actor.getSnapshot())).toBe(expected)
    }
    actor.send({ type: 'user.backRequested' })
    expect(stepOf(actor.getSnapshot())).toBe('pitch')
    actor.send({ type: 'user.edited', fields: { elevatorPitch: 'Hello' } })
    expect(kept.at(-1)).toMatchObject({ step: 'pitch', elevatorPitch: 'Hello' })
  })

  it('resumes at the stored step, or the first incomplete step before it (a ?step= link too)', () => {
    expect(stepOf(start({ ...completeDraft(), step: 'pitch' }).actor.getSnapshot())).toBe('pitch')
    expect(stepOf(start({ ...completeDraft(), workAuthorization: null, step: 'finish' }).actor.getSnapshot())).toBe('authorization')
  })

  it('a review link jumps back to a step, never past an incomplete one', () => {
    const { actor } = start({ ...completeDraft(), step: 'finish' })
    actor.send({ type: 'user.stepRequested', step: 'contact' })
    expect(stepOf(actor.getSnapshot())).toBe('contact')
    actor.send({ type: 'user.edited', fields: { phone: { number: '', extension: '', type: 'mobile' } } })
    actor.send({ type: 'user.stepRequested', step: 'finish' })
    expect(stepOf(actor.getSnapshot())).toBe('contact')
  })

  it('a sign-in mid-flow fills only the empty fields', () => {
    const { actor } = start({ ...emptyDraft('job-1', KEY), firstName: 'Augusta' })
    const prefill: Prefill = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null, answers: null, resume: { id: 'r9', fileName: 'cv.pdf' } }
    actor.send({ type: 'session.prefilled', prefill })
    expect(actor.getSnapshot().context.draft).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace', resume: { id: 'r9' } })
  })
})

describe('easyApply: submit', () => {
  it('sends once however often Submit is clicked, then application received, then the interview', async () => {
    const { actor, requests, received } = start({ ...completeDraft(), step: 'finish' })
    actor.send({ type: 'user.submitted' })
    actor.send({ type: 'user.submitted' })
    expect(stepOf(actor.getSnapshot())).toBe('submitting')
    await settle()
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ idempotencyKey: KEY, method: 'easyApply' })
    expect(stepOf(actor.getSnapshot())).toBe('received')
    expect(received).toEqual([answer])
    actor.send({ type: 'user.interviewStarted' })
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('a failure keeps everything and says why; the retry sends the same key', async () => {
    let fail = true
    const { actor, requests } = start({ ...completeDraft(), step: 'finish' }, () => (fail ? Promise.reject(ApiErrors.network(new Error('offline'))) : Promise.resolve(answer)))
    actor.send({ type: 'user.submitted' })
    await settle()
    expect(stepOf(actor.getSnapshot())).toBe('finish')
    expect(actor.getSnapshot().context.failure?.message).toBe('apply.failure.offline')
    expect(actor.getSnapshot().context.draft).toEqual({ ...completeDraft(), step: 'finish' })
    fail = false
    actor.send({ type: 'user.submitted' })
    await settle()
    expect(requests.map((request) => request.idempotencyKey)).toEqual([KEY, KEY])
    expect(stepOf(actor.getSnapshot())).toBe('received')
  })

  it('the server\'s reasons have their own texts', async () => {
    for (const [error, message] of [
      [ApiErrors.http(409, 'apply.jobClosed'), 'apply.failure.jobClosed'],
      [ApiErrors.http(403, 'apply.resumeRefused'), 'apply.failure.resumeRefused'],
      [ApiErrors.http(500), 'apply.failure.server'],
    ] as const) {
      const { actor } = start({ ...completeDraft(), step: 'finish' }, () => Promise.reject(error))
      actor.send({ type: 'user.submitted' })
      await settle()
      expect(actor.getSnapshot().context.failure?.message).toBe(message)
    }
  })
})
