import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ApplicationSchema } from '../../../core/applications'
import { ClaimAnswersSchema } from '../../../core/claims'
import { ResumeListSchema } from '../../../core/resumes'
import type { Db } from '../../../adapters/server/db/db'
import { backends, harness, mailedCode, someJobs } from '../applyingHarness'

/**
 * Issue 10's gap: a visitor's resume (POST /rest/apply/resumes, no account) moves with the application it was sent
 * with when that application is claimed or migrated: the account lists it, the application shows it, its owner
 * alone downloads it, and the visitor's upload token no longer applies with it.
 */
describe.each(await backends('claimresume'))('a claimed application brings its resume on $name', ({ open, drop }) => {
  let db: Db
  let h: ReturnType<typeof harness>
  let jobs: string[]
  beforeAll(async () => {
    db = await open()
    h = harness(db)
    jobs = await someJobs(db, 10, 200)
  })
  afterAll(async () => {
    await drop(db)
    await db.close()
  })

  const resumesOf = async (jwt: string) => v.parse(ResumeListSchema, await (await h.call('GET', '/rest/resumes', jwt)).json()).resumes
  const applicationOf = async (jwt: string, id: string) => {
    const response = await h.call('GET', `/rest/applications/${id}`, jwt)
    expect(response.status).toBe(200)
    return v.parse(ApplicationSchema, await response.json())
  }
  const download = (id: string, token: string) => h.app.request(`/rest/resumes/${id}/file?downloadToken=${encodeURIComponent(token)}`)

  test('claimed by the verified email (check-claims): the resume is the account\'s, on the application, downloadable by it alone', async () => {
    const ada = await h.signUp('ada.claimresume')
    const stranger = await h.signUp('eve.claimresume')
    const { answer, upload } = await h.visitorApplies(jobs[0]!, ada.email)
    // Before the claim nobody's: not listed, not downloadable.
    expect(await resumesOf(ada.jwt)).toEqual([])
    expect((await download(upload.resume.id, ada.downloadToken)).status).toBe(404)

    const claimed = v.parse(ClaimAnswersSchema, await (await h.call('POST', '/rest/interview/check-claims', ada.jwt, { claims: [{ id: answer.application.id, email: ada.email }] })).json())
    expect(claimed.map((entry) => entry.reason)).toEqual(['claimed'])

    expect((await resumesOf(ada.jwt)).map((resume) => [resume.id, resume.fileName, resume.active])).toEqual([[upload.resume.id, 'Visitor CV.pdf', true]])
    expect((await applicationOf(ada.jwt, answer.application.id)).resume).toEqual({ id: upload.resume.id, fileName: 'Visitor CV.pdf' })
    const file = await download(upload.resume.id, ada.downloadToken)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain('attachment')
    expect((await download(upload.resume.id, stranger.downloadToken)).status).toBe(404)
    expect(await resumesOf(stranger.jwt)).toEqual([])
    // The visitor's upload token no longer applies with what is now an account's resume.
    const again = await h.call('POST', '/rest/applications', null, h.submission(jobs[1]!, 'someone.else@example.com', { id: upload.resume.id, token: upload.uploadToken }))
    expect(again.status).toBe(403)
    // The account can use it: it is active, so 1-Click and Easy Apply offer it.
    const oneClick = (await (await h.call('GET', '/rest/apply/one-click', ada.jwt)).json()) as { eligible: boolean }
    expect(oneClick.eligible).toBe(true)
  })

  test('claimed by the mailed code (claims/confirm): the same', async () => {
    const bob = await h.signUp('bob.claimresume')
    const other = `bob.elsewhere.${bob.id.slice(0, 6)}@example.com`
    const { answer, upload } = await h.visitorApplies(jobs[2]!, other)
    const asked = v.parse(ClaimAnswersSchema, await (await h.call('POST', '/rest/interview/check-claims', bob.jwt, { claims: [{ id: answer.application.id, email: other }] })).json())
    expect(asked.map((entry) => entry.reason)).toEqual(['confirmationRequired'])
    // Waiting for the code, it is still nobody's.
    expect(await resumesOf(bob.jwt)).toEqual([])
    const code = await mailedCode(db, other)
    const confirmed = v.parse(ClaimAnswersSchema, await (await h.call('POST', '/rest/interview/claims/confirm', bob.jwt, { ids: [answer.application.id], code })).json())
    expect(confirmed.map((entry) => entry.reason)).toEqual(['claimed'])
    expect((await resumesOf(bob.jwt)).map((resume) => resume.id)).toEqual([upload.resume.id])
    expect((await applicationOf(bob.jwt, answer.application.id)).resume?.id).toBe(upload.resume.id)
  })

  test('a claim that fails (another account has the job already) leaves the resume with nobody', async () => {
    const cy = await h.signUp('cy.claimresume')
    const first = await h.visitorApplies(jobs[3]!, cy.email)
    await h.call('POST', '/rest/interview/check-claims', cy.jwt, { claims: [{ id: first.answer.application.id, email: cy.email }] })
    // A second visitor application of the same person to the same job (another email), claimed by code: a duplicate.
    const other = `cy.other.${cy.id.slice(0, 6)}@example.com`
    const second = await h.visitorApplies(jobs[3]!, other)
    await h.call('POST', '/rest/interview/check-claims', cy.jwt, { claims: [{ id: second.answer.application.id, email: other }] })
    const code = await mailedCode(db, other)
    const confirmed = v.parse(ClaimAnswersSchema, await (await h.call('POST', '/rest/interview/claims/confirm', cy.jwt, { ids: [second.answer.application.id], code })).json())
    expect(confirmed.map((entry) => entry.reason)).toEqual(['duplicate'])
    expect((await resumesOf(cy.jwt)).map((resume) => resume.id)).toEqual([first.upload.resume.id])
    const [row] = await db.query<{ user_id: string | null }>('SELECT user_id FROM resumes WHERE id = $1', [second.upload.resume.id])
    expect(row?.user_id).toBeNull()
  })

  test('a migration by mailed code brings the visitor uploads of the moved applications too, never another account\'s resume', async () => {
    const dee = await h.signUp('dee.claimresume')
    const old = `dee.old.${dee.id.slice(0, 6)}@example.com`
    const { answer, upload } = await h.visitorApplies(jobs[4]!, old)
    expect((await h.call('POST', '/rest/applications/migrate/code', dee.jwt, { email: old })).status).toBe(202)
    const code = await mailedCode(db, old)
    const migrated = await h.call('POST', '/rest/applications/migrate', dee.jwt, { proof: 'code', email: old, code })
    expect(migrated.status).toBe(200)
    expect(((await migrated.json()) as { moved: string[] }).moved).toEqual([answer.application.id])
    expect((await resumesOf(dee.jwt)).map((resume) => resume.id)).toEqual([upload.resume.id])
    expect((await applicationOf(dee.jwt, answer.application.id)).resume?.id).toBe(upload.resume.id)
  })
})
