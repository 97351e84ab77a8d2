import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../../adapters/memory'
import { ApiErrors } from '../../../core/api/errors'
import type { ConsultingApi, ConsultingEnrolmentRequest } from '../../../core/consulting'
import { CONSULTING_EMAIL_KEY, knownEmailOf, readConsultingEmail } from '../../../core/session'
import { CONSULTING_DRAFT_KEY, createConsultingRuntime } from '../../../machines/consulting/consultingRuntime'

const fill = {
  specialty: { specialty: 'data', experience: '5to10' },
  identity: { firstName: 'Priya', lastName: 'Raman', email: 'priya@example.com' },
  profile: { headline: 'Data engineer', summary: '', hourlyRate: '120' },
  search: { availability: 'projects', workplace: 'remote', location: 'Denver, CO' },
} as const

function setUp(enrol: ConsultingApi['enrol'] = async () => ({ id: 'e1' })) {
  const storage = memoryStorage()
  const sent: ConsultingEnrolmentRequest[] = []
  const api: ConsultingApi = { enrol: (request) => (sent.push(request), enrol(request)) }
  const runtime = () => createConsultingRuntime({ api, storage })
  return { storage, sent, runtime }
}

const fillStep = (actor: ReturnType<ReturnType<typeof createConsultingRuntime>['enrolment']>, step: keyof typeof fill) => {
  for (const [field, value] of Object.entries(fill[step])) actor.send({ type: 'user.edited', step, field, value })
}

describe('the consulting enrolment on memory storage', () => {
  it('starts at specialty; Continue on an empty step marks its problems and stays', () => {
    const actor = setUp().runtime().enrolment()
    expect(actor.getSnapshot().context.step).toBe('specialty')
    actor.send({ type: 'user.continued' })
    expect(actor.getSnapshot().context.step).toBe('specialty')
    expect(actor.getSnapshot().context.errors).toEqual({ specialty: 'consulting.error.specialtyRequired', experience: 'consulting.error.experienceRequired' })
  })

  it('keeps the draft on every edit, and a new app (a reload) resumes at the first unfinished step with it', () => {
    const { storage, runtime } = setUp()
    const actor = runtime().enrolment()
    fillStep(actor, 'specialty')
    actor.send({ type: 'user.continued' })
    actor.send({ type: 'user.edited', step: 'identity', field: 'firstName', value: 'Priya' })
    expect(storage.local.get(`formDraft.${CONSULTING_DRAFT_KEY}`)).toContain('Priya')
    const resumed = runtime().enrolment()
    expect(resumed.getSnapshot().context.step).toBe('identity')
    expect(resumed.getSnapshot().context.draft.identity.firstName).toBe('Priya')
    // An address past the first unfinished step shows that step instead.
    resumed.send({ type: 'user.stepOpened', step: 'search' })
    expect(resumed.getSnapshot().context.step).toBe('identity')
  })

  it('the identity step keeps the consulting profile email, which the navigation guard knows', () => {
    const { storage, runtime } = setUp()
    const actor = runtime().enrolment()
    fillStep(actor, 'specialty')
    actor.send({ type: 'user.continued' })
    expect(readConsultingEmail(storage.local)).toBeNull()
    fillStep(actor, 'identity')
    actor.send({ type: 'user.continued' })
    expect(storage.local.get(CONSULTING_EMAIL_KEY)).toBe('priya@example.com')
    expect(knownEmailOf({ email: null, consultingProfileEmail: readConsultingEmail(storage.local) })).toBe('priya@example.com')
  })

  it('sends the four steps once complete, forgets the draft, and is enrolled; a failure keeps everything', async () => {
    let fail = true
    const { storage, sent, runtime } = setUp(async () => {
      if (fail) throw ApiErrors.http(500)
      return { id: 'e1' }
    })
    const actor = runtime().enrolment()
    for (const step of ['specialty', 'identity', 'profile', 'search'] as const) {
      fillStep(actor, step)
      actor.send({ type: 'user.continued' })
    }
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().context.failure).toBe('consulting.failure.fallback')
    expect(actor.getSnapshot().context.step).toBe('search')
    expect(storage.local.get(`formDraft.${CONSULTING_DRAFT_KEY}`)).not.toBeNull()
    fail = false
    actor.send({ type: 'user.continued' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().status).toBe('done')
    expect(sent).toHaveLength(2)
    expect(sent[1]).toEqual(fill)
    expect(storage.local.get(`formDraft.${CONSULTING_DRAFT_KEY}`)).toBeNull()
  })
})
