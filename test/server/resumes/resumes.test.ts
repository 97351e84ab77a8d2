import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LoginResponseSchema, type LoginResponse } from '../../../core'
import { RESUME_MAX_BYTES, ResumeListSchema, ResumeSchema } from '../../../core/resumes'
import { createApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { createTokenService } from '../../../adapters/server/identity/tokens'
import { createDiskFileStore } from '../../../adapters/server/resumes/fileStore'
import { docx, docxBomb, docxManyEntries, exe, html, pdf, zip } from '../../support/resumeFiles'
import { TEST_NOW } from '../helpers'
import { openCiDatabase } from '../ciDatabase'

const SECRET = 'resume-tests-secret-with-enough-entropy-0123456789'
let db: Db
let closeDb: () => Promise<void>
let app: ReturnType<typeof createApp>
let dataDir: string
let ada: LoginResponse
let bob: LoginResponse

const json = { 'content-type': 'application/json' }
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` })
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code

const upload = (jwt: string, bytes: Uint8Array, name = 'resume.pdf', type = 'application/pdf') =>
  app.request('/rest/resumes', { method: 'POST', headers: { ...bearer(jwt), 'content-type': type, 'x-file-name': encodeURIComponent(name) }, body: new Uint8Array(bytes) })
const list = async (jwt: string) => {
  const response = await app.request('/rest/resumes', { headers: bearer(jwt) })
  expect(response.status).toBe(200)
  return v.parse(ResumeListSchema, await response.json()).resumes
}
const uploaded = async (jwt: string, bytes: Uint8Array, name?: string) => {
  const response = await upload(jwt, bytes, name)
  expect(response.status, await response.clone().text()).toBe(201)
  return v.parse(ResumeSchema, await response.json())
}
const download = (id: string, token: string) => app.request(`/rest/resumes/${id}/file?downloadToken=${encodeURIComponent(token)}`)

async function signUp(email: string): Promise<LoginResponse> {
  expect((await app.request('/rest/auth/email', { method: 'POST', headers: json, body: JSON.stringify({ email, purpose: 'signUp' }) })).status).toBe(202)
  const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email])
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? 'none'
  const body = JSON.stringify({ provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace' })
  const response = await app.request('/rest/auth/login?timezoneOffset=0', { method: 'POST', headers: json, body })
  expect(response.status).toBe(200)
  return v.parse(LoginResponseSchema, await response.json())
}

beforeAll(async () => {
  const opened = await openCiDatabase('resumes')
  db = opened.db
  closeDb = opened.close
  dataDir = await mkdtemp(join(tmpdir(), 'hireflow-resumes-'))
  const generous = { limit: 10_000, windowMs: 60_000 }
  app = createApp({
    db,
    now: () => TEST_NOW,
    logError: () => {},
    publicOrigin: 'http://localhost',
    resumeFiles: createDiskFileStore(join(dataDir, 'resumes')),
    auth: { jwtSecret: SECRET, now: () => TEST_NOW, minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } },
  })
  ada = await signUp('ada.resumes@example.com')
  bob = await signUp('bob.resumes@example.com')
})
afterAll(async () => {
  await closeDb()
  await rm(dataDir, { recursive: true, force: true })
})

describe('upload and list', () => {
  test('a PDF and a DOCX are kept under generated names and listed newest first with name, date and active', async () => {
    const first = await uploaded(ada.jwt, pdf(), 'Ada CV.pdf')
    const second = await uploaded(ada.jwt, docx(), 'Ada CV.docx')
    expect(first).toMatchObject({ fileName: 'Ada CV.pdf', kind: 'pdf', active: true, uploadedAt: TEST_NOW.toISOString() })
    expect(second.kind).toBe('docx')
    const names = await readdir(join(dataDir, 'resumes'))
    expect(names.every((name) => /^[0-9a-f-]{36}\.(pdf|docx)$/.test(name))).toBe(true)
    expect((await list(ada.jwt)).map((resume) => resume.id)).toEqual(expect.arrayContaining([first.id, second.id]))
  })

  test('the kind is decided by the content, never by the name or the declared type', async () => {
    const pdfNamedDoc = await uploaded(ada.jwt, pdf(), 'resume.docx')
    expect(pdfNamedDoc.kind).toBe('pdf')
    const renamedExe = await upload(ada.jwt, exe(), 'resume.pdf', 'application/pdf')
    expect(renamedExe.status).toBe(415)
    expect(await errorCode(renamedExe)).toBe('resume.unsupportedType')
    const htmlAsPdf = await upload(ada.jwt, html(), 'resume.pdf', 'application/pdf')
    expect(htmlAsPdf.status).toBe(415)
    const plainZip = await upload(ada.jwt, zip([{ name: 'notes.txt', data: Buffer.from('hello') }]), 'resume.docx')
    expect(plainZip.status, 'a DOCX is more than a ZIP').toBe(415)
  })

  test('zero bytes are refused; the limit is accepted and one byte more is not', async () => {
    const empty = await upload(ada.jwt, new Uint8Array(0))
    expect(empty.status).toBe(400)
    expect(await errorCode(empty)).toBe('resume.empty')
    expect((await upload(ada.jwt, pdf({ size: RESUME_MAX_BYTES }))).status).toBe(201)
    const over = await upload(ada.jwt, pdf({ size: RESUME_MAX_BYTES + 1 }))
    expect(over.status).toBe(413)
    expect(await errorCode(over)).toBe('request.tooLarge')
  })

  test('a DOCX bomb (a part inflating to 200 MB) and a DOCX of too many parts are refused before anything unzips them', async () => {
    const bomb = docxBomb(200)
    expect(bomb.length).toBeLessThan(RESUME_MAX_BYTES)
    const before = process.memoryUsage().arrayBuffers
    const answer = await upload(ada.jwt, bomb, 'bomb.docx')
    expect(answer.status).toBe(422)
    expect(await errorCode(answer)).toBe('resume.archiveRefused')
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(100 * 1024 * 1024)
    const many = await upload(ada.jwt, docxManyEntries(600), 'many.docx')
    expect(many.status).toBe(422)
  })

  test('names are sanitised: no path, no control characters, bounded length', async () => {
    const traversal = await uploaded(ada.jwt, pdf(), '../../../etc/passwd\u0000.pdf')
    expect(traversal.fileName).toBe('passwd_.pdf')
    const windows = await uploaded(ada.jwt, pdf(), '..\\..\\boot.ini\u202e.pdf')
    expect(windows.fileName).toBe('boot.ini_.pdf')
    const long = await uploaded(ada.jwt, pdf(), `${'a'.repeat(500)}.pdf`)
    expect(Array.from(long.fileName)).toHaveLength(120)
    expect(long.fileName.endsWith('.pdf')).toBe(true)
    expect(await readdir(dataDir)).toEqual(['resumes'])
  })

  test('20 parallel uploads of 4 MB all land, with memory bounded by the bodies in flight', async () => {
    const file = pdf({ size: 4 * 1024 * 1024 })
    global.gc?.()
    const before = process.memoryUsage()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => upload(bob.jwt, file, `parallel-${index}.pdf`)))
    const after = process.memoryUsage()
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201))
    // 80 MB of bodies: the body limit holds each whole once, the sniffer and the store add a copy at most.
    expect(after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers)).toBeLessThan(20 * 4 * 1024 * 1024 * 3)
    expect((await list(bob.jwt)).filter((resume) => resume.fileName.startsWith('parallel-'))).toHaveLength(20)
  })
})

test('an upload whose client goes away mid-body is answered 400, not logged as a server error', async () => {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(pdf()))
    },
    pull(controller) {
      controller.error(new Error('aborted'))
    },
  })
  const init = { method: 'POST', headers: { ...bearer(ada.jwt), 'x-file-name': 'gone.pdf' }, body, duplex: 'half' }
  const answer = await app.request('/rest/resumes', init as RequestInit)
  expect(answer.status).toBe(400)
  expect(await errorCode(answer)).toBe('request.aborted')
  expect((await list(ada.jwt)).some((resume) => resume.fileName === 'gone.pdf')).toBe(false)
})

describe('activate, inactivate, download', () => {
  test('inactivating and activating again is kept', async () => {
    const resume = await uploaded(ada.jwt, pdf(), 'toggle.pdf')
    const off = await app.request(`/rest/resumes/${resume.id}`, { method: 'PATCH', headers: { ...json, ...bearer(ada.jwt) }, body: '{"active":false}' })
    expect(v.parse(ResumeSchema, await off.json()).active).toBe(false)
    expect((await list(ada.jwt)).find((r) => r.id === resume.id)?.active).toBe(false)
    const on = await app.request(`/rest/resumes/${resume.id}`, { method: 'PATCH', headers: { ...json, ...bearer(ada.jwt) }, body: '{"active":true}' })
    expect(v.parse(ResumeSchema, await on.json()).active).toBe(true)
    const bad = await app.request(`/rest/resumes/${resume.id}`, { method: 'PATCH', headers: { ...json, ...bearer(ada.jwt) }, body: '{"active":"yes"}' })
    expect(bad.status).toBe(400)
  })

  test('the download needs the downloadToken and comes as an attachment with nosniff', async () => {
    const resume = await uploaded(ada.jwt, pdf(), 'Ada "CV" é.pdf')
    const answer = await download(resume.id, ada.downloadToken)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="Ada _CV_ _.pdf"; filename*=UTF-8''${encodeURIComponent('Ada _CV_ é.pdf')}`)
    expect(Buffer.from(await answer.arrayBuffer()).equals(pdf())).toBe(true)
    expect((await download(resume.id, ada.jwt)).status, 'the session token is not a download token').toBe(401)
    expect((await app.request(`/rest/resumes/${resume.id}/file`, { headers: bearer(ada.jwt) })).status).toBe(401)
  })

  test('a PDF with JavaScript is kept and only ever served as an opaque download', async () => {
    const resume = await uploaded(ada.jwt, pdf({ script: true }), 'script.pdf')
    const answer = await download(resume.id, ada.downloadToken)
    expect(answer.headers.get('content-type')).toBe('application/octet-stream')
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(answer.headers.get('content-security-policy')).toContain('sandbox')
  })
})

describe('access', () => {
  test('user B can neither list, read nor change A’s resumes', async () => {
    const resume = await uploaded(ada.jwt, pdf(), 'private.pdf')
    expect((await list(bob.jwt)).some((r) => r.id === resume.id)).toBe(false)
    expect((await download(resume.id, bob.downloadToken)).status).toBe(404)
    const change = await app.request(`/rest/resumes/${resume.id}`, { method: 'PATCH', headers: { ...json, ...bearer(bob.jwt) }, body: '{"active":false}' })
    expect(change.status).toBe(404)
    expect((await list(ada.jwt)).find((r) => r.id === resume.id)?.active).toBe(true)
  })

  test('no token, or a provisional one, can do none of it', async () => {
    const resume = await uploaded(ada.jwt, pdf(), 'guarded.pdf')
    const [user] = await db.query<{ id: string; token_version: number }>('SELECT id, token_version FROM users WHERE email_key = $1', ['ada.resumes@example.com'])
    const tokens = createTokenService(new TextEncoder().encode(SECRET), () => TEST_NOW)
    const subject = { userId: user!.id, email: 'ada.resumes@example.com', tokenVersion: user!.token_version, tmp: true }
    const tmp = await tokens.issueSession(subject)
    const tmpDownload = await tokens.issueDownload(subject)
    expect((await upload(tmp, pdf())).status).toBe(401)
    expect((await app.request('/rest/resumes', { headers: bearer(tmp) })).status).toBe(401)
    expect((await app.request(`/rest/resumes/${resume.id}`, { method: 'PATCH', headers: { ...json, ...bearer(tmp) }, body: '{"active":false}' })).status).toBe(401)
    expect((await download(resume.id, tmpDownload)).status).toBe(401)
    expect((await app.request('/rest/resumes')).status).toBe(401)
    expect((await app.request('/rest/resumes', { method: 'POST', body: new Uint8Array(pdf()) })).status).toBe(401)
  })
})
