import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LoginResponseSchema, type LoginResponse } from '../../../core'
import { RESUME_MAX_BYTES, ResumeListSchema, ResumeSchema, ResumeSummarySchema, ResumeUploadTicketSchema, type ResumeUploadTicket } from '../../../core/resumes'
import { createApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { createTokenService } from '../../../adapters/server/identity/tokens'
import { createWorkerExtractor } from '../../../adapters/server/resumes/extract'
import { createDiskFileStore } from '../../../adapters/server/resumes/fileStore'
import { createS3Client, createS3FileStore, createS3Staging } from '../../../adapters/server/resumes/s3'
import { MAX_PENDING_UPLOADS } from '../../../adapters/server/resumes/routes'
import { createResumeService } from '../../../adapters/server/resumes/service'
import { startLocalS3, type LocalS3 } from '../../support/s3'
import { docxWithText, exe, NURSE_RESUME, pdf, pdfWithText } from '../../support/resumeFiles'
import { TEST_NOW } from '../helpers'
import { openCiDatabase } from '../ciDatabase'

const SECRET = 'resume-text-tests-secret-with-enough-entropy-0123456789'
const json = { 'content-type': 'application/json' }
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` })
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code
const generous = { limit: 10_000, windowMs: 60_000 }
const extractor = createWorkerExtractor()

let db: Db
let closeDb: () => Promise<void>
let dataDir: string
let s3: LocalS3
/** The app as composed without S3: files in the data folder. */
let local: ReturnType<typeof createApp>
/** The app as composed with S3: files in the bucket, browsers may PUT straight to it. */
let cloud: ReturnType<typeof createApp>
let ada: LoginResponse
let bob: LoginResponse

const appOptions = { now: () => TEST_NOW, logError: () => {}, publicOrigin: 'http://localhost', resumeText: extractor }
const auth = { jwtSecret: SECRET, now: () => TEST_NOW, minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } }

async function signUp(email: string): Promise<LoginResponse> {
  expect((await local.request('/rest/auth/email', { method: 'POST', headers: json, body: JSON.stringify({ email, purpose: 'signUp' }) })).status).toBe(202)
  const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email])
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? 'none'
  const body = JSON.stringify({ provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace' })
  const response = await local.request('/rest/auth/login?timezoneOffset=0', { method: 'POST', headers: json, body })
  expect(response.status).toBe(200)
  return v.parse(LoginResponseSchema, await response.json())
}

const upload = (app: typeof local, jwt: string, bytes: Uint8Array, name = 'resume.pdf') =>
  app.request('/rest/resumes', { method: 'POST', headers: { ...bearer(jwt), 'x-file-name': encodeURIComponent(name) }, body: new Uint8Array(bytes) })
const uploaded = async (app: typeof local, jwt: string, bytes: Uint8Array, name?: string) => {
  const response = await upload(app, jwt, bytes, name)
  expect(response.status, await response.clone().text()).toBe(201)
  return v.parse(ResumeSchema, await response.json())
}
const summaryOf = (app: typeof local, jwt: string, id: string) => app.request(`/rest/resumes/${id}/summary`, { headers: bearer(jwt) })
const list = async (app: typeof local, jwt: string) => v.parse(ResumeListSchema, await (await app.request('/rest/resumes', { headers: bearer(jwt) })).json()).resumes

beforeAll(async () => {
  const opened = await openCiDatabase('resumetext')
  db = opened.db
  closeDb = opened.close
  dataDir = await mkdtemp(join(tmpdir(), 'hireflow-resume-text-'))
  s3 = await startLocalS3()
  local = createApp({ db, ...appOptions, resumeFiles: createDiskFileStore(join(dataDir, 'resumes')), auth })
  const client = createS3Client(s3.config)
  cloud = createApp({ db, ...appOptions, resumeFiles: createS3FileStore(s3.config, client), resumeUploads: createS3Staging(s3.config, client), auth })
  ada = await signUp('ada.text@example.com')
  bob = await signUp('bob.text@example.com')
})
afterAll(async () => {
  await extractor.close()
  await s3?.stop()
  await closeDb?.()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the text is read on upload and summarised', () => {
  test('a PDF: most recent title and employer, the index\'s skills; the list carries it too', async () => {
    const resume = await uploaded(local, ada.jwt, pdfWithText(NURSE_RESUME), 'Maria.pdf')
    const expected = { mostRecentTitle: 'Nurse', mostRecentEmployer: "St. Mary's Hospital" }
    expect(resume.summary).toMatchObject(expected)
    const answer = await summaryOf(local, ada.jwt, resume.id)
    expect(answer.status).toBe(200)
    const summary = await answer.json()
    expect(Object.keys(summary).sort()).toEqual(['mostRecentEmployer', 'mostRecentTitle', 'skills'])
    expect(v.parse(ResumeSummarySchema, summary)).toMatchObject(expected)
    expect(summary.skills).toEqual(expect.arrayContaining(['BLS', 'ACLS', 'IV Therapy', 'Triage', 'Patient Care', 'Medication Administration', 'Epic']))
    expect((await list(local, ada.jwt)).find((r) => r.id === resume.id)?.summary).toEqual(summary)
  })

  test('a DOCX the same', async () => {
    const resume = await uploaded(local, ada.jwt, docxWithText(NURSE_RESUME), 'Maria.docx')
    expect(resume.summary).toMatchObject({ mostRecentTitle: 'Nurse', mostRecentEmployer: "St. Mary's Hospital" })
  })

  test('a PDF with JavaScript is read (never run) and still only served as an opaque download', async () => {
    const resume = await uploaded(local, ada.jwt, pdfWithText(NURSE_RESUME, { script: true }), 'script.pdf')
    expect(resume.summary?.mostRecentTitle).toBe('Nurse')
    const file = await local.request(`/rest/resumes/${resume.id}/file?downloadToken=${encodeURIComponent(ada.downloadToken)}`)
    expect(file.headers.get('content-type')).toBe('application/octet-stream')
  })

  test('a PDF with no text: nothing read, empty summary; a failed extraction: the resume kept, usable, no summary', async () => {
    const blank = await uploaded(local, ada.jwt, pdf(), 'scan.pdf')
    expect(await (await summaryOf(local, ada.jwt, blank.id)).json()).toEqual({ mostRecentTitle: null, mostRecentEmployer: null, skills: [] })
    const failing = createApp({
      db,
      ...appOptions,
      resumeText: { extract: async () => ({ ok: false, reason: 'timeout', ms: 10_000 }), close: async () => {} },
      auth,
    })
    const kept = await uploaded(failing, ada.jwt, pdfWithText(NURSE_RESUME), 'slow.pdf')
    expect(kept.summary).toBeNull()
    expect(kept.active).toBe(true)
    expect(await (await summaryOf(failing, ada.jwt, kept.id)).json()).toEqual({ mostRecentTitle: null, mostRecentEmployer: null, skills: [] })
  })
})

describe('access to summaries', () => {
  test('user B cannot read A\'s summary; no token, a provisional token or a bad id neither', async () => {
    const resume = await uploaded(local, ada.jwt, pdfWithText(NURSE_RESUME), 'private.pdf')
    expect((await summaryOf(local, bob.jwt, resume.id)).status).toBe(404)
    expect((await local.request(`/rest/resumes/${resume.id}/summary`)).status).toBe(401)
    const [user] = await db.query<{ id: string; token_version: number }>('SELECT id, token_version FROM users WHERE email_key = $1', ['ada.text@example.com'])
    const tokens = createTokenService(new TextEncoder().encode(SECRET), () => TEST_NOW)
    const tmp = await tokens.issueSession({ userId: user!.id, email: 'ada.text@example.com', tokenVersion: user!.token_version, tmp: true })
    expect((await summaryOf(local, tmp, resume.id)).status).toBe(401)
    expect((await local.request(`/rest/resumes/${resume.id}`, { method: 'DELETE', headers: bearer(tmp) })).status).toBe(401)
    expect((await local.request('/rest/resumes/uploads', { method: 'POST', headers: { ...json, ...bearer(tmp) }, body: '{"fileName":"a.pdf","size":10}' })).status).toBe(401)
    expect((await summaryOf(local, ada.jwt, '..%2F..%2Fetc')).status).toBe(404)
  })
})

describe('delete', () => {
  test('DELETE /rest/resumes/{id} deletes the row and the file; B cannot; twice is a 404', async () => {
    const resume = await uploaded(local, ada.jwt, pdf(), 'gone.pdf')
    const filesBefore = await readdir(join(dataDir, 'resumes'))
    expect((await local.request(`/rest/resumes/${resume.id}`, { method: 'DELETE', headers: bearer(bob.jwt) })).status).toBe(404)
    const answer = await local.request(`/rest/resumes/${resume.id}`, { method: 'DELETE', headers: bearer(ada.jwt) })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ deleted: resume.id })
    expect((await list(local, ada.jwt)).some((r) => r.id === resume.id)).toBe(false)
    expect(await readdir(join(dataDir, 'resumes'))).toHaveLength(filesBefore.length - 1)
    expect((await local.request(`/rest/resumes/${resume.id}/file?downloadToken=${encodeURIComponent(ada.downloadToken)}`)).status).toBe(404)
    expect((await local.request(`/rest/resumes/${resume.id}`, { method: 'DELETE', headers: bearer(ada.jwt) })).status).toBe(404)
  })

  test('deleteAllFor(user) deletes every file, row and staged upload of that user only (account deletion)', async () => {
    const carol = await signUp('carol.text@example.com')
    await uploaded(local, carol.jwt, pdf(), 'one.pdf')
    await uploaded(local, carol.jwt, pdf(), 'two.pdf')
    const bobs = (await list(local, bob.jwt)).length
    const files = createDiskFileStore(join(dataDir, 'resumes'))
    const before = await readdir(join(dataDir, 'resumes'))
    const service = createResumeService({ db, files, extractor, now: () => TEST_NOW, logError: () => {} })
    const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE email_key = $1', ['carol.text@example.com'])
    expect(await service.deleteAllFor(user!.id)).toEqual({ files: 2, objects: 0 })
    expect(await list(local, carol.jwt)).toEqual([])
    expect(await readdir(join(dataDir, 'resumes'))).toHaveLength(before.length - 2)
    expect(await list(local, bob.jwt)).toHaveLength(bobs)
  })
})

describe('the s3 upload method against a real S3-compatible server (s3rver)', () => {
  const ticketFor = async (app: typeof local, jwt: string, fileName: string, size: number) => {
    const response = await app.request('/rest/resumes/uploads', { method: 'POST', headers: { ...json, ...bearer(jwt) }, body: JSON.stringify({ fileName, size }) })
    expect(response.status, await response.clone().text()).toBe(201)
    return v.parse(ResumeUploadTicketSchema, await response.json())
  }
  // What the browser does: a PUT of the bytes to the presigned URL with the ticket's headers.
  const put = (ticket: ResumeUploadTicket, bytes: Uint8Array) => fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(bytes) })
  const complete = (app: typeof local, jwt: string, id: string) => app.request(`/rest/resumes/uploads/${id}/complete`, { method: 'POST', headers: bearer(jwt) })
  const staged = async (key: string) => (await createS3Staging(s3.config).size(key)) !== null
  const keyOf = (ticket: ResumeUploadTicket) => new URL(ticket.url).pathname.split('/').slice(2).join('/')

  test('upload-options says whether s3 can be used; without a store the method is refused', async () => {
    expect(await (await cloud.request('/rest/resumes/upload-options', { headers: bearer(ada.jwt) })).json()).toEqual({ s3: true })
    expect(await (await local.request('/rest/resumes/upload-options', { headers: bearer(ada.jwt) })).json()).toEqual({ s3: false })
    // The page may PUT to the store: its CSP connect-src names the store's origin (and only with a store).
    expect((await cloud.request('/')).headers.get('content-security-policy')).toContain(`connect-src 'self' ${s3.config.endpoint}`)
    expect((await local.request('/')).headers.get('content-security-policy')).not.toContain(s3.config.endpoint!)
    const refused = await local.request('/rest/resumes/uploads', { method: 'POST', headers: { ...json, ...bearer(ada.jwt) }, body: '{"fileName":"a.pdf","size":10}' })
    expect(refused.status).toBe(409)
    expect(await errorCode(refused)).toBe('resume.uploadMethodUnavailable')
  })

  test('round trip: presigned PUT, complete, the file checked, kept in the bucket, summarised, downloaded; the staged object gone', async () => {
    const bytes = pdfWithText(NURSE_RESUME)
    const ticket = await ticketFor(cloud, ada.jwt, '../Maria CV.pdf', bytes.byteLength)
    expect(ticket.url.startsWith(`${s3.config.endpoint}/${s3.config.bucket}/incoming/`)).toBe(true)
    expect(ticket.url, 'no checksum of an empty body signed into the URL').not.toContain('x-amz-checksum')
    expect((await put(ticket, bytes)).status).toBe(200)
    const answer = await complete(cloud, ada.jwt, ticket.id)
    expect(answer.status, await answer.clone().text()).toBe(201)
    const resume = v.parse(ResumeSchema, await answer.json())
    expect(resume).toMatchObject({ fileName: 'Maria CV.pdf', kind: 'pdf', active: true, summary: { mostRecentTitle: 'Nurse', mostRecentEmployer: "St. Mary's Hospital" } })
    expect(await staged(keyOf(ticket))).toBe(false)
    const file = await cloud.request(`/rest/resumes/${resume.id}/file?downloadToken=${encodeURIComponent(ada.downloadToken)}`)
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true)
    expect((await complete(cloud, ada.jwt, ticket.id)).status, 'a ticket completes once').toBe(404)
    // Deleting it deletes the bucket's object too.
    const [row] = await db.query<{ storage_key: string }>('SELECT storage_key FROM resumes WHERE id = $1', [resume.id])
    expect((await cloud.request(`/rest/resumes/${resume.id}`, { method: 'DELETE', headers: bearer(ada.jwt) })).status).toBe(200)
    expect(await createS3FileStore(s3.config).get(row!.storage_key)).toBeNull()
  })

  test('a refused object (a renamed .exe) is deleted from the store and answered as a direct upload would be', async () => {
    const bytes = exe()
    const ticket = await ticketFor(cloud, ada.jwt, 'resume.pdf', bytes.byteLength)
    expect((await put(ticket, bytes)).status).toBe(200)
    expect(await staged(keyOf(ticket))).toBe(true)
    const answer = await complete(cloud, ada.jwt, ticket.id)
    expect(answer.status).toBe(415)
    expect(await errorCode(answer)).toBe('resume.unsupportedType')
    expect(await staged(keyOf(ticket))).toBe(false)
  })

  test('an object over the limit is deleted unread; nothing PUT is a 409; another user cannot complete the ticket', async () => {
    const big = pdf({ size: RESUME_MAX_BYTES + 1 })
    const ticket = await ticketFor(cloud, ada.jwt, 'big.pdf', RESUME_MAX_BYTES)
    // A store that enforces the signed length refuses this PUT; s3rver does not, so the server's own check is seen.
    await put(ticket, big)
    expect((await complete(cloud, bob.jwt, ticket.id)).status).toBe(404)
    const answer = await complete(cloud, ada.jwt, ticket.id)
    expect(answer.status).toBe(413)
    expect(await staged(keyOf(ticket))).toBe(false)
    const nothing = await ticketFor(cloud, ada.jwt, 'never.pdf', 10)
    const missing = await complete(cloud, ada.jwt, nothing.id)
    expect(missing.status).toBe(409)
    expect(await errorCode(missing)).toBe('resume.uploadMissing')
    const tooBig = await cloud.request('/rest/resumes/uploads', { method: 'POST', headers: { ...json, ...bearer(ada.jwt) }, body: JSON.stringify({ fileName: 'a.pdf', size: RESUME_MAX_BYTES + 1 }) })
    expect(tooBig.status).toBe(400)
  })

  test('an expired ticket is refused and its object deleted; deleteAllFor deletes staged objects too', async () => {
    const bytes = pdf()
    const ticket = await ticketFor(cloud, bob.jwt, 'late.pdf', bytes.byteLength)
    await put(ticket, bytes)
    const later = createApp({ db, ...appOptions, auth: { ...auth, now: () => new Date(TEST_NOW.getTime() + 16 * 60_000) }, resumeUploads: createS3Staging(s3.config) })
    const answer = await complete(later, bob.jwt, ticket.id)
    expect(answer.status).toBe(410)
    expect(await staged(keyOf(ticket))).toBe(false)

    const pending = await ticketFor(cloud, bob.jwt, 'pending.pdf', bytes.byteLength)
    await put(pending, bytes)
    // At most MAX_PENDING_UPLOADS tickets at once: each may leave 5 MB in the bucket.
    for (let held = 1; held < MAX_PENDING_UPLOADS; held++) await ticketFor(cloud, bob.jwt, `more-${held}.pdf`, bytes.byteLength)
    const tooMany = await cloud.request('/rest/resumes/uploads', { method: 'POST', headers: { ...json, ...bearer(bob.jwt) }, body: JSON.stringify({ fileName: 'a.pdf', size: 10 }) })
    expect(tooMany.status).toBe(429)
    const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE email_key = $1', ['bob.text@example.com'])
    const service = createResumeService({ db, files: createS3FileStore(s3.config), staging: createS3Staging(s3.config), extractor, now: () => TEST_NOW, logError: () => {} })
    expect((await service.deleteAllFor(user!.id)).objects).toBe(MAX_PENDING_UPLOADS)
    expect(await staged(keyOf(pending))).toBe(false)
  })
})
