import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { ApiErrors } from '../../../core/api/errors'
import type { Application } from '../../../core/applications'
import { applicationMachine, hasUnsavedChanges, type ApplicationInput, type SaveAnswersInput } from '../../../machines/applications/application.machine'
import { createFakeActor, flush } from '../session/sessionFakes'
import { anApplication, withStatus } from './fixtures'

function startFlow() {
  const loadApplication = createFakeActor<Application, ApplicationInput>('loadApplication')
  const saveAnswers = createFakeActor<Application, SaveAnswersInput>('saveAnswers')
  const withdrawApplication = createFakeActor<Application, ApplicationInput>('withdrawApplication')
  const machine = applicationMachine.provide({ actors: { loadApplication: loadApplication.actor, saveAnswers: saveAnswers.actor, withdrawApplication: withdrawApplication.actor } })
  const actor = createActor(machine, { clock: new SimulatedClock(), input: { id: 'app-1' } }).start()
  return { actor, loadApplication, saveAnswers, withdrawApplication, snapshot: () => actor.getSnapshot() }
}

async function loaded(application = anApplication()) {
  const flow = startFlow()
  flow.loadApplication.latest().answer(application)
  await flush()
  return flow
}

describe('loading', () => {
  it('loads the application by id, then shows it with its answers as the draft', async () => {
    const flow = startFlow()
    expect(flow.snapshot().hasTag('busy')).toBe(true)
    expect(flow.loadApplication.latest().input).toEqual({ id: 'app-1' })
    flow.loadApplication.latest().answer(anApplication())
    await flush()
    expect(flow.snapshot().value).toEqual({ ready: 'idle' })
    expect(flow.snapshot().context.draft).toMatchObject({ mostRecentTitle: 'Nurse', expectedSalary: '', expectedSalaryType: 'year' })
    expect(hasUnsavedChanges(flow.snapshot().context)).toBe(false)
  })

  it('a 404 is "not found" and a retry loads again', async () => {
    const flow = startFlow()
    flow.loadApplication.latest().fail(ApiErrors.http(404, 'applications.notFound'))
    await flush()
    expect(flow.snapshot().value).toBe('loadFailed')
    expect(flow.snapshot().context.failure?.message).toBe('myApplications.notFound')
    flow.actor.send({ type: 'user.retried' })
    expect(flow.loadApplication.calls).toHaveLength(2)
  })
})

describe('edit and save', () => {
  it('sends the checked answers (amounts read as whole dollars) and settles the draft on the saved values', async () => {
    const flow = await loaded()
    flow.actor.send({ type: 'user.edited', field: 'expectedSalary', value: '$95,000' })
    flow.actor.send({ type: 'user.edited', field: 'mostRecentTitle', value: 'Charge Nurse' })
    expect(hasUnsavedChanges(flow.snapshot().context)).toBe(true)
    flow.actor.send({ type: 'user.saveRequested' })
    expect(flow.snapshot().value).toEqual({ ready: 'saving' })
    expect(flow.saveAnswers.latest().input.answers).toMatchObject({ mostRecentTitle: 'Charge Nurse', expectedSalary: 95000, expectedSalaryType: 'year', currentSalary: null, currentSalaryType: null })
    flow.saveAnswers.latest().answer(anApplication({ mostRecentTitle: 'Charge Nurse', expectedSalary: 95000, expectedSalaryType: 'year' }))
    await flush()
    expect(flow.snapshot().context).toMatchObject({ notice: 'saved', failure: null })
    expect(flow.snapshot().context.draft?.expectedSalary).toBe('95000')
    expect(hasUnsavedChanges(flow.snapshot().context)).toBe(false)
  })

  it('a failed save keeps every typed value and says so; typing clears the failure', async () => {
    const flow = await loaded()
    flow.actor.send({ type: 'user.edited', field: 'elevatorPitch', value: 'Ten years on the ward.' })
    flow.actor.send({ type: 'user.saveRequested' })
    flow.saveAnswers.latest().fail(ApiErrors.network(new Error('down')))
    await flush()
    expect(flow.snapshot().value).toEqual({ ready: 'idle' })
    expect(flow.snapshot().context.draft?.elevatorPitch).toBe('Ten years on the ward.')
    expect(flow.snapshot().context.failure?.message).toBe('myApplications.edit.failed')
    flow.actor.send({ type: 'user.edited', field: 'elevatorPitch', value: 'Ten years on the ward!' })
    expect(flow.snapshot().context.failure).toBeNull()
  })

  it('what is typed while the save is in flight stays after it lands', async () => {
    const flow = await loaded()
    flow.actor.send({ type: 'user.edited', field: 'mostRecentTitle', value: 'Charge Nurse' })
    flow.actor.send({ type: 'user.saveRequested' })
    flow.actor.send({ type: 'user.edited', field: 'mostRecentEmployer', value: 'Dell Seton' })
    flow.saveAnswers.latest().answer(anApplication({ mostRecentTitle: 'Charge Nurse' }))
    await flush()
    expect(flow.snapshot().context.draft).toMatchObject({ mostRecentTitle: 'Charge Nurse', mostRecentEmployer: 'Dell Seton' })
    expect(hasUnsavedChanges(flow.snapshot().context)).toBe(true)
  })

  it('an invalid amount is not sent: its field says why', async () => {
    const flow = await loaded()
    flow.actor.send({ type: 'user.edited', field: 'expectedSalary', value: 'lots' })
    flow.actor.send({ type: 'user.saveRequested' })
    expect(flow.saveAnswers.calls).toHaveLength(0)
    expect(flow.snapshot().context.fieldErrors).toEqual({ expectedSalary: 'apply.error.salaryInvalid' })
  })

  it('a closed application is not sent; a 409 applications.closed says it is closed', async () => {
    const closed = await loaded(withStatus('rejected'))
    closed.actor.send({ type: 'user.saveRequested' })
    expect(closed.saveAnswers.calls).toHaveLength(0)
    const flow = await loaded()
    flow.actor.send({ type: 'user.saveRequested' })
    flow.saveAnswers.latest().fail(ApiErrors.http(409, 'applications.closed'))
    await flush()
    expect(flow.snapshot().context.failure?.message).toBe('myApplications.edit.closedFailure')
  })
})

describe('withdraw', () => {
  it('asks first: cancel keeps it, confirm withdraws it', async () => {
    const flow = await loaded()
    flow.actor.send({ type: 'user.withdrawRequested' })
    expect(flow.snapshot().value).toEqual({ ready: 'confirmingWithdraw' })
    flow.actor.send({ type: 'user.withdrawCancelled' })
    expect(flow.withdrawApplication.calls).toHaveLength(0)
    flow.actor.send({ type: 'user.withdrawRequested' })
    flow.actor.send({ type: 'user.withdrawConfirmed' })
    flow.withdrawApplication.latest().answer(withStatus('withdrawn'))
    await flush()
    expect(flow.snapshot().context).toMatchObject({ notice: 'withdrawn', application: { status: 'withdrawn' } })
    flow.actor.send({ type: 'user.withdrawRequested' })
    expect(flow.snapshot().value).toEqual({ ready: 'idle' })
  })

  it('a refusal (409 applications.cannotWithdraw) says to contact the managing Pro', async () => {
    const flow = await loaded(withStatus('offered'))
    flow.actor.send({ type: 'user.withdrawRequested' })
    flow.actor.send({ type: 'user.withdrawConfirmed' })
    flow.withdrawApplication.latest().fail(ApiErrors.http(409, 'applications.cannotWithdraw'))
    await flush()
    expect(flow.snapshot().context.failure?.message).toBe('myApplications.withdraw.refused')
    expect(flow.snapshot().context.application?.status).toBe('offered')
  })

  it('a hired application offers no withdraw', async () => {
    const flow = await loaded(withStatus('hired'))
    flow.actor.send({ type: 'user.withdrawRequested' })
    expect(flow.snapshot().value).toEqual({ ready: 'idle' })
  })
})
