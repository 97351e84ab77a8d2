import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { json } from '../../../adapters/memory/index'
import { ApiErrors } from '../../../core/api/errors'
import { withAnswer, type Interview } from '../../../core/interview'
import {
  instantInterviewMachine,
  SAVE_MAX_RETRIES,
  type InstantInterviewInput,
  type LoadedInterview,
  type SaveAnswerInput,
} from '../../../machines/interview/instantInterview.machine'
import { createInterviewRuntime } from '../../../machines/interview/interviewRuntime'
import { clientHarness } from '../../core/api/harness'
import { createFakeActor, flush } from '../session/sessionFakes'
import { ALL_ANSWERS, anInterview, ref } from './fixtures'

/** The flow on test-driven calls and a simulated clock. */
function startFlow() {
  const clock = new SimulatedClock()
  const loadInterview = createFakeActor<LoadedInterview, InstantInterviewInput>('loadInterview')
  const saveAnswer = createFakeActor<Interview, SaveAnswerInput>('saveAnswer')
  const machine = instantInterviewMachine.provide({ actors: { loadInterview: loadInterview.actor, saveAnswer: saveAnswer.actor } })
  const actor = createActor(machine, { clock, input: { ref } }).start()
  return { clock, actor, loadInterview, saveAnswer, snapshot: () => actor.getSnapshot() }
}

async function loaded(interview = anInterview()) {
  const flow = startFlow()
  flow.loadInterview.latest().answer({ interview, summary: null })
  await flush()
  return flow
}

/** The server's answer to the latest save: the interview with its answer saved. */
const accept = async (flow: Awaited<ReturnType<typeof loaded>>) => {
  const call = flow.saveAnswer.latest()
  const before = flow.snapshot().context.interview!
  call.answer({ ...before, answers: withAnswer(before.answers, call.input.question, call.input.answer as never) })
  await flush()
}

describe('loading', () => {
  it('resumes at the first question the saved answers leave open, with the application and resume as defaults', async () => {
    const flow = startFlow()
    expect(flow.loadInterview.latest().input).toEqual({ ref })
    flow.loadInterview.latest().answer({
      interview: anInterview({ company: 'Acme' }),
      summary: { mostRecentTitle: 'Charge Nurse', mostRecentEmployer: 'Elsewhere', skills: ['triage', 'Baking'] },
    })
    await flush()
    expect(flow.snapshot().value).toBe('asking')
    expect(flow.snapshot().context.question).toBe('title')
    // the application's title wins over the resume's; the job's skills the resume names are ticked
    expect(flow.snapshot().context.drafts).toMatchObject({ company: 'Acme', title: 'Nurse', skills: ['Triage'], workAuthorization: 'anyEmployer' })
  })

  it('an interview answered to the end shows the thank-you at once', async () => {
    const flow = await loaded(anInterview(ALL_ANSWERS))
    expect(flow.snapshot().value).toBe('finished')
    expect(flow.snapshot().status).toBe('done')
  })

  it('a bad or expired link ends in linkInvalid ("interview link expired or incorrect")', async () => {
    const flow = startFlow()
    flow.loadInterview.latest().fail(ApiErrors.http(404, 'interview.linkInvalid'))
    await flush()
    expect(flow.snapshot().value).toBe('linkInvalid')
    expect(flow.snapshot().context.failure?.message).toBe('interview.linkInvalid')
  })

  it('a failed load offers to try again', async () => {
    const flow = startFlow()
    flow.loadInterview.latest().fail(ApiErrors.network(new Error('down')))
    await flush()
    expect(flow.snapshot().value).toBe('loadFailed')
    expect(flow.snapshot().context.failure?.message).toBe('interview.loadFailed')
    flow.actor.send({ type: 'user.retried' })
    expect(flow.loadInterview.calls).toHaveLength(2)
  })
})

describe('asking', () => {
  it('checks the answer before sending: a problem shows, then follows the edits', async () => {
    const flow = await loaded(anInterview({ company: 'Acme', title: 'Nurse', expectedSalary: { amount: 1, type: 'year' }, workAuthorization: 'anyEmployer', skills: [] }))
    expect(flow.snapshot().context.question).toBe('years')
    flow.actor.send({ type: 'user.submitted' })
    expect(flow.snapshot().context.problem).toBe('interview.error.yearsInvalid')
    expect(flow.saveAnswer.calls).toHaveLength(0)
    flow.actor.send({ type: 'user.edited', question: 'years', value: '12' })
    expect(flow.snapshot().context.problem).toBeNull()
    // an edit of another question than the one asked changes nothing
    flow.actor.send({ type: 'user.edited', question: 'company', value: 'Other' })
    expect(flow.snapshot().context.drafts?.company).toBe('Acme')
    flow.actor.send({ type: 'user.submitted' })
    flow.actor.send({ type: 'user.submitted' })
    expect(flow.saveAnswer.calls).toHaveLength(1)
    expect(flow.saveAnswer.latest().input).toEqual({ ref, question: 'years', answer: 12 })
  })

  it('asks every question in the spec order and ends with the thank-you', async () => {
    const flow = await loaded()
    const asked: string[] = []
    const answers: Array<[string, unknown]> = [
      ['company', 'Acme'],
      ['title', 'Nurse'],
      ['expectedSalary', { amount: '85,000', type: 'year' }],
      ['workAuthorization', 'requiresSponsorship'],
      ['skills', ['Charting', 'Triage']],
      ['ratings', { Triage: 5, Charting: 3 }],
      ['years', '7'],
      ['charity', 'none'],
    ]
    for (const [question, value] of answers) {
      asked.push(flow.snapshot().context.question!)
      flow.actor.send({ type: 'user.edited', question, value } as never)
      flow.actor.send({ type: 'user.submitted' })
      expect(flow.snapshot().value).toBe('saving')
      await accept(flow)
    }
    expect(asked).toEqual(['company', 'title', 'expectedSalary', 'workAuthorization', 'skills', 'ratings', 'years', 'charity'])
    expect(flow.saveAnswer.calls.map((call) => call.input.answer)).toEqual([
      'Acme',
      'Nurse',
      { amount: 85000, type: 'year' },
      'requiresSponsorship',
      ['Triage', 'Charting'],
      [{ skill: 'Triage', rating: 5 }, { skill: 'Charting', rating: 3 }],
      7,
      'none',
    ])
    expect(flow.snapshot().value).toBe('finished')
  })

  it('no skills confirmed: the ratings are not asked', async () => {
    const flow = await loaded(anInterview({ company: 'A', title: 'B', expectedSalary: { amount: 1, type: 'hour' }, workAuthorization: 'anyEmployer' }))
    flow.actor.send({ type: 'user.edited', question: 'skills', value: [] })
    flow.actor.send({ type: 'user.submitted' })
    await accept(flow)
    expect(flow.snapshot().context.question).toBe('years')
  })
})

describe('a failed save', () => {
  it('keeps the typed answer and retries after the spec backoff (1 s, 2 s, 4 s), then asks', async () => {
    const flow = await loaded()
    flow.actor.send({ type: 'user.edited', question: 'company', value: 'Acme' })
    flow.actor.send({ type: 'user.submitted' })
    const delays = [1000, 2000, 4000]
    for (const delay of delays) {
      flow.saveAnswer.latest().fail(ApiErrors.http(503))
      await flush()
      expect(flow.snapshot().value).toBe('retrying')
      expect(flow.snapshot().context.drafts?.company).toBe('Acme')
      const calls = flow.saveAnswer.calls.length
      flow.clock.increment(delay - 1)
      expect(flow.saveAnswer.calls).toHaveLength(calls)
      flow.clock.increment(1)
      expect(flow.saveAnswer.calls).toHaveLength(calls + 1)
      expect(flow.saveAnswer.latest().input.answer).toBe('Acme')
    }
    flow.saveAnswer.latest().fail(ApiErrors.network(new Error('down')))
    await flush()
    expect(flow.saveAnswer.calls).toHaveLength(SAVE_MAX_RETRIES + 1)
    expect(flow.snapshot().value).toBe('saveFailed')
    expect(flow.snapshot().context.failure?.message).toBe('interview.saveFailed')
    flow.clock.increment(60_000)
    expect(flow.saveAnswer.calls).toHaveLength(SAVE_MAX_RETRIES + 1)
    flow.actor.send({ type: 'user.retried' })
    expect(flow.saveAnswer.calls).toHaveLength(SAVE_MAX_RETRIES + 2)
    await accept(flow)
    expect(flow.snapshot().context.question).toBe('title')
  })

  it('an answer the server refuses (400) is asked again with the typed answer; a refused link ends the interview', async () => {
    const flow = await loaded()
    flow.actor.send({ type: 'user.submitted' })
    flow.saveAnswer.latest().fail(ApiErrors.http(400, 'request.invalid'))
    await flush()
    expect(flow.snapshot().value).toBe('asking')
    expect(flow.snapshot().context).toMatchObject({ problem: 'interview.error.rejected', drafts: { company: "St. Mary's" } })
    flow.actor.send({ type: 'user.submitted' })
    flow.saveAnswer.latest().fail(ApiErrors.http(404, 'interview.linkInvalid'))
    await flush()
    expect(flow.snapshot().value).toBe('linkInvalid')
  })

  it('leaving the page (the actor stopped) aborts the call in flight', async () => {
    const flow = await loaded()
    flow.actor.send({ type: 'user.submitted' })
    const save = flow.saveAnswer.latest()
    flow.actor.stop()
    expect(save.signal.aborted).toBe(true)
  })
})

describe('the runtime on the REST calls', () => {
  it('loads by the link, saves with PUT .../answers/{question}, and asks no resume summary of a visitor', async () => {
    const { api, http } = clientHarness()
    const base = '/rest/interview/link/app-1/job-1/guest/'
    const pattern = '/rest/interview/link/:a/:j/:u/:o'
    const withResume = { ...anInterview(), resumeId: 'resume-1' }
    http.on('GET', pattern, () => json(200, withResume))
    http.on('PUT', `${pattern}/answers/company`, (request) => json(200, { ...withResume, answers: { company: (JSON.parse(String(request.body ?? '{}')) as { answer: string }).answer } }))
    let summaries = 0
    const runtime = createInterviewRuntime({ transport: api, account: () => null, summary: async () => ((summaries += 1), null) })
    const flow = runtime.enter(ref)
    expect(runtime.enter(ref)).toBe(flow)
    await vi_waitFor(() => flow.getSnapshot().matches('asking'))
    flow.send({ type: 'user.edited', question: 'company', value: 'Acme' })
    flow.send({ type: 'user.submitted' })
    await vi_waitFor(() => flow.getSnapshot().context.question === 'title')
    expect(summaries).toBe(0)
    expect(http.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      `GET ${base}${encodeURIComponent(ref.kind === 'link' ? ref.parts.obfuscatedId : '')}`,
      `PUT ${base}${encodeURIComponent(ref.kind === 'link' ? ref.parts.obfuscatedId : '')}/answers/company`,
    ])
    runtime.stop()
  })
})

describe('the runtime and the session', () => {
  it("asks the resume's summary only when signed in, and starts afresh for another account", async () => {
    const { api, http } = clientHarness()
    http.on('GET', '/rest/interview/application/:id', () => json(200, { ...anInterview(), resumeId: 'resume-1' }))
    let account: string | null = 'user-1'
    const asked: string[] = []
    const runtime = createInterviewRuntime({
      transport: api,
      account: () => account,
      summary: async (resumeId) => (asked.push(resumeId), { mostRecentTitle: null, mostRecentEmployer: null, skills: ['Charting'] }),
    })
    const owner = { kind: 'owner', applicationId: 'app-1' } as const
    const first = runtime.enter(owner)
    await vi_waitFor(() => first.getSnapshot().matches('asking'))
    expect(asked).toEqual(['resume-1'])
    expect(first.getSnapshot().context.drafts?.skills).toEqual(['Charting'])
    expect(runtime.enter(owner)).toBe(first)
    account = 'user-2'
    const second = runtime.enter(owner)
    expect(second).not.toBe(first)
    expect(first.getSnapshot().status).toBe('stopped')
    runtime.stop()
  })
})

async function vi_waitFor(done: () => boolean) {
  for (let turn = 0; turn < 200 && !done(); turn++) await new Promise((resolve) => setTimeout(resolve, 1))
  expect(done()).toBe(true)
}
