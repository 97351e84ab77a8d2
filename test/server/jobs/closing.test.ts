import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ApplyContextSchema } from '../../../core/apply'
import { ApplicationSchema, BadgeInfoSchema, tabOfApplication } from '../../../core/applications'
import { SearchResultSchema } from '../../../core'
import type { Db } from '../../../adapters/server/db/db'
import { backends, harness, type Account } from '../applyingHarness'
import { addJob } from '../alerts/support'
import { TEST_NOW } from '../helpers'

/**
 * Closing a job (docs/decisions.md, "Closing jobs"): an administrator's call, what applying, search and the
 * applicant's applications then show, and reopening.
 */
describe.each(await backends('closing'))('closing jobs on $name', ({ open, drop }) => {
  let db: Db
  let h: ReturnType<typeof harness>
  let admin: Account
  let seeker: Account
  beforeAll(async () => {
    db = await open()
    h = harness(db)
    admin = await h.signUp('admin.closing')
    await db.query('UPDATE users SET admin = true WHERE id = $1', [admin.id])
    seeker = await h.signUp('seeker.closing')
  })
  afterAll(async () => {
    await drop(db)
    await db.close()
  })

  const search = async (what: string) => {
    const response = await h.call('POST', '/rest/jobs/search', null, { what })
    expect(response.status).toBe(200)
    return v.parse(SearchResultSchema, await response.json())
  }
  const idsFound = async (what: string) => (await search(what)).documents.map((job) => job.id)

  test('only an administrator closes or reopens: 401 without a session, 403 for another account, 404 for no such job', async () => {
    const jobId = await addJob(db, 'Lamplighter Quokka', TEST_NOW)
    expect((await h.call('POST', `/rest/admin/jobs/${jobId}/close`)).status).toBe(401)
    expect((await h.call('POST', `/rest/admin/jobs/${jobId}/close`, seeker.jwt)).status).toBe(403)
    expect((await h.call('POST', `/rest/admin/jobs/${jobId}/reopen`, seeker.jwt)).status).toBe(403)
    expect((await h.call('POST', '/rest/admin/jobs/no-such-job/close', admin.jwt)).status).toBe(404)
    expect((await h.call('POST', '/rest/admin/jobs/bad id!/close', admin.jwt)).status).toBe(404)
    const [{ closed_at } = { closed_at: 'missing' }] = await db.query<{ closed_at: unknown }>('SELECT closed_at FROM jobs WHERE id = $1', [jobId])
    expect(closed_at).toBeNull()
    const closed = await h.call('POST', `/rest/admin/jobs/${jobId}/close`, admin.jwt)
    expect(closed.status).toBe(200)
    expect(await closed.json()).toEqual({ id: jobId, closedAt: TEST_NOW.toISOString() })
    const reopened = await h.call('POST', `/rest/admin/jobs/${jobId}/reopen`, admin.jwt)
    expect(await reopened.json()).toEqual({ id: jobId, closedAt: null })
  })

  test('a closed job leaves search, says so on the apply page, refuses applications; reopened it is back', async () => {
    const jobId = await addJob(db, 'Lamplighter Wombat', TEST_NOW)
    expect(await idsFound('lamplighter wombat')).toEqual([jobId])
    await h.call('POST', `/rest/admin/jobs/${jobId}/close`, admin.jwt)

    const found = await search('lamplighter wombat')
    expect(found.documents.map((job) => job.id)).not.toContain(jobId)
    expect(found.hits.total.value).toBe(0)
    const context = v.parse(ApplyContextSchema, await (await h.call('GET', `/rest/apply/jobs/${jobId}`)).json())
    expect(context.open).toBe(false)
    const upload = await h.visitorUpload()
    const refused = await h.call('POST', '/rest/applications', null, h.submission(jobId, 'late@example.com', { id: upload.resume.id, token: upload.uploadToken }))
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('apply.jobClosed')
    // The job page still opens it (a link from a mail or a saved job), as the apply page says it is closed.
    expect((await h.call('GET', `/rest/job-lookup/${jobId}`)).status).toBe(200)

    await h.call('POST', `/rest/admin/jobs/${jobId}/reopen`, admin.jwt)
    expect(await idsFound('lamplighter wombat')).toEqual([jobId])
    expect(v.parse(ApplyContextSchema, await (await h.call('GET', `/rest/apply/jobs/${jobId}`)).json()).open).toBe(true)
  })

  test('its applicants see it closed: a waiting application moves to Closed as an unseen change; one in an interview stays', async () => {
    const [waitingJob, interviewJob] = [await addJob(db, 'Lamplighter Numbat', TEST_NOW), await addJob(db, 'Lamplighter Bilby', TEST_NOW)]
    const upload = await h.visitorApplies(waitingJob, seeker.email)
    const interviewing = await h.visitorApplies(interviewJob, seeker.email)
    await h.call('POST', '/rest/interview/check-claims', seeker.jwt, { claims: [upload, interviewing].map((entry) => ({ id: entry.answer.application.id, email: seeker.email })) })
    await h.call('POST', `/dev/applications/${interviewing.answer.application.id}/status`, seeker.jwt, { status: 'interviewing' })
    const before = v.parse(BadgeInfoSchema, await (await h.call('GET', '/rest/applications/badge-info', seeker.jwt)).json())
    const unseenBefore = before.userJobs.filter((entry) => !entry.viewed).length

    // A later clock for the close, so the change is after the applicant last looked.
    const later = harness(db, { now: () => new Date(TEST_NOW.getTime() + 60_000), auth: { jwtSecret: 'applying-gaps-secret-with-enough-entropy-0123456789', now: () => new Date(TEST_NOW.getTime() + 60_000), minAnswerMs: 0 } })
    expect((await later.call('POST', `/rest/admin/jobs/${waitingJob}/close`, admin.jwt)).status).toBe(200)
    expect((await later.call('POST', `/rest/admin/jobs/${interviewJob}/close`, admin.jwt)).status).toBe(200)

    const after = v.parse(BadgeInfoSchema, await (await h.call('GET', '/rest/applications/badge-info', seeker.jwt)).json())
    expect(after.userJobs.filter((entry) => !entry.viewed).length).toBe(unseenBefore + 1)
    expect(after.userJobs.find((entry) => entry.jobId === waitingJob)?.viewed).toBe(false)
    const list = v.parse(v.object({ applications: v.array(ApplicationSchema) }), await (await h.call('GET', '/rest/applications', seeker.jwt)).json()).applications
    const waiting = list.find((application) => application.jobId === waitingJob)!
    const talking = list.find((application) => application.jobId === interviewJob)!
    expect([waiting.job?.closed, waiting.status, tabOfApplication(waiting)]).toEqual([true, 'submitted', 'closed'])
    expect([talking.job?.closed, talking.status, tabOfApplication(talking)]).toEqual([true, 'interviewing', 'interviewing'])
    // Closing twice keeps the first date and changes nothing more.
    const again = await h.call('POST', `/rest/admin/jobs/${waitingJob}/close`, admin.jwt)
    expect(((await again.json()) as { closedAt: string }).closedAt).toBe(new Date(TEST_NOW.getTime() + 60_000).toISOString())
  })

  test('the development helper closes without a session outside production, and does not exist in production', async () => {
    const jobId = await addJob(db, 'Lamplighter Dingo', TEST_NOW)
    expect((await h.call('POST', `/dev/jobs/${jobId}/close`)).status).toBe(200)
    expect(await idsFound('lamplighter dingo')).toEqual([])
    expect((await h.call('POST', `/dev/jobs/${jobId}/reopen`)).status).toBe(200)
    const production = harness(db, { production: true })
    expect((await production.call('POST', `/dev/jobs/${jobId}/close`)).status).toBe(404)
    expect(await idsFound('lamplighter dingo')).toEqual([jobId])
  })
})
