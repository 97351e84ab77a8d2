import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  RESUME_FILE_NAME_HEADER,
  RESUME_MAX_BYTES,
  ResumeActiveRequestSchema,
  ResumeIdSchema,
  ResumeUploadTicketRequestSchema,
  sanitizeFileName,
  type Resume,
  type ResumeSummary,
  type ResumeUploadOptions,
  type ResumeUploadTicket,
} from '../../../core/resumes'
import { errorBody } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import type { AuthServices } from '../identity/services'
import { requireSession, type SessionEnv } from '../identity/session'
import { RESUME_MIME } from './content'
import { PRESIGNED_PUT_SECONDS } from './staging'
import type { AcceptOutcome, ResumeService } from './service'
import type { ResumeRecord } from './store'

const toWire = (record: ResumeRecord): Resume => ({
  id: record.id,
  fileName: record.fileName,
  uploadedAt: record.uploadedAt.toISOString(),
  active: record.active,
  kind: record.kind,
  size: record.size,
  summary: record.summary,
})

/** Presigned uploads a user may hold at once (not completed, not expired). */
export const MAX_PENDING_UPLOADS = 5

const notFound = (c: Context) => c.json(errorBody('resume.notFound', 'No such resume.'), 404)

/** The name from the X-File-Name header (percent-encoded UTF-8), sanitised; a malformed one is kept out. */
function fileNameOf(c: Context): string {
  const header = c.req.header(RESUME_FILE_NAME_HEADER) ?? ''
  let decoded = 'resume'
  try {
    decoded = decodeURIComponent(header.slice(0, 2048))
  } catch {
    // not valid percent-encoding: the generic name
  }
  return sanitizeFileName(decoded)
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\%]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`

/** The answer to refused bytes, the same for a direct upload and a completed s3 upload. */
function refused(c: Context, verdict: Extract<AcceptOutcome, { ok: false }>) {
  const status = verdict.code === 'resume.unsupportedType' ? 415 : verdict.code === 'resume.archiveRefused' ? 422 : 400
  const message = verdict.code === 'resume.unsupportedType' ? 'Only PDF and DOCX files are accepted.' : `The file was refused: ${verdict.reason}.`
  return c.json(errorBody(verdict.code, message), status)
}

/**
 * The resume calls (docs/api.md): POST /rest/resumes (the body is the file, its name in X-File-Name), GET
 * /rest/resumes, PATCH and DELETE /rest/resumes/{id}, GET /rest/resumes/{id}/summary, GET
 * /rest/resumes/{id}/file?downloadToken=..., and the s3 upload method's GET /rest/resumes/upload-options, POST
 * /rest/resumes/uploads and POST /rest/resumes/uploads/{id}/complete. Every call but the download needs a full
 * (non-provisional) session; each reaches only its caller's resumes.
 */
export function resumeRoutes(services: AuthServices, resumes: ResumeService): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const full = requireSession(services.tokens, services.users, 'full')
  const { store, files, staging } = resumes

  routes.post('/rest/resumes', full, async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    const outcome = await resumes.accept(c.var.session.user.id, fileNameOf(c), bytes)
    return outcome.ok ? c.json(toWire(outcome.record), 201) : refused(c, outcome)
  })

  routes.get('/rest/resumes', full, async (c) => {
    const records = await store.listFor(c.var.session.user.id)
    return c.json({ resumes: records.map(toWire) })
  })

  routes.get('/rest/resumes/upload-options', full, (c) => c.json({ s3: staging !== undefined } satisfies ResumeUploadOptions))

  routes.get('/rest/resumes/:id/summary', full, async (c) => {
    const id = v.safeParse(ResumeIdSchema, c.req.param('id'))
    const summary = id.success ? await store.summary(c.var.session.user.id, id.output) : null
    return summary ? c.json(summary satisfies ResumeSummary) : notFound(c)
  })

  routes.patch('/rest/resumes/:id', full, async (c) => {
    const id = v.safeParse(ResumeIdSchema, c.req.param('id'))
    if (!id.success) return notFound(c)
    const body = await parseJsonBody(c, ResumeActiveRequestSchema)
    if (!body.ok) return body.response
    const record = await store.setActive(c.var.session.user.id, id.output, body.value.active)
    return record ? c.json(toWire(record)) : notFound(c)
  })

  routes.delete('/rest/resumes/:id', full, async (c) => {
    const id = v.safeParse(ResumeIdSchema, c.req.param('id'))
    const deleted = id.success && (await resumes.delete(c.var.session.user.id, id.output))
    return deleted ? c.json({ deleted: id.output }) : notFound(c)
  })

  // The s3 upload method: a presigned PUT straight to the store, then the server checks what arrived.
  routes.post('/rest/resumes/uploads', full, async (c) => {
    if (!staging) return c.json(errorBody('resume.uploadMethodUnavailable', 'Uploads straight to file storage are not configured here.'), 409)
    const body = await parseJsonBody(c, ResumeUploadTicketRequestSchema)
    if (!body.ok) return body.response
    const userId = c.var.session.user.id
    const now = services.now()
    for (const expired of await store.takeExpiredTickets(userId, now)) await staging.delete(expired.objectKey)
    // Each ticket may leave up to 5 MB in the bucket until it completes or expires: a few at a time is plenty.
    if ((await store.countTickets(userId)) >= MAX_PENDING_UPLOADS) {
      return c.json(errorBody('resume.tooManyUploads', 'Too many uploads at once. Finish or wait for the others, then try again.'), 429)
    }
    const { key, url, headers } = await staging.presignPut(body.value.size)
    const ticket = {
      id: randomUUID(),
      userId,
      fileName: sanitizeFileName(body.value.fileName),
      objectKey: key,
      size: body.value.size,
      expiresAt: new Date(now.getTime() + PRESIGNED_PUT_SECONDS * 1000),
    }
    await store.insertTicket(ticket)
    return c.json({ id: ticket.id, url, headers, expiresAt: ticket.expiresAt.toISOString() } satisfies ResumeUploadTicket, 201)
  })

  routes.post('/rest/resumes/uploads/:id/complete', full, async (c) => {
    const id = v.safeParse(ResumeIdSchema, c.req.param('id'))
    const ticket = id.success && staging ? await store.takeTicket(c.var.session.user.id, id.output) : null
    if (!ticket || !staging) return c.json(errorBody('resume.uploadNotFound', 'No such upload.'), 404)
    const drop = () => staging.delete(ticket.objectKey)
    if (ticket.expiresAt.getTime() <= services.now().getTime()) {
      await drop()
      return c.json(errorBody('resume.uploadExpired', 'The upload took too long. Please upload the file again.'), 410)
    }
    const size = await staging.size(ticket.objectKey)
    if (size === null) return c.json(errorBody('resume.uploadMissing', 'No file arrived in the store. Please upload it again.'), 409)
    const bytes = size > RESUME_MAX_BYTES ? null : await staging.get(ticket.objectKey, RESUME_MAX_BYTES)
    if (bytes === null) {
      await drop()
      return c.json(errorBody('request.tooLarge', 'The file is too large.'), 413)
    }
    const outcome = await resumes.accept(ticket.userId, ticket.fileName, bytes)
    await drop()
    return outcome.ok ? c.json(toWire(outcome.record), 201) : refused(c, outcome)
  })

  // A link cannot carry the bearer token, so the downloadToken rides in the query: it opens downloads only.
  routes.get('/rest/resumes/:id/file', async (c) => {
    const raw = c.req.query('downloadToken') ?? ''
    const token = raw.length > 0 && raw.length <= 8192 ? await (await services.tokens()).verifyDownload(raw) : null
    const user = token ? await services.users.findById(token.userId) : null
    if (!token || token.tmp || !user || user.disabled || user.tokenVersion !== token.tokenVersion) {
      return c.json(errorBody('auth.unauthorized', 'Sign in to continue.'), 401)
    }
    const id = v.safeParse(ResumeIdSchema, c.req.param('id'))
    const record = id.success ? await store.find(user.id, id.output) : null
    const bytes = record ? await files.get(record.storageKey) : null
    if (!record || !bytes) return notFound(c)
    // A PDF with script is sent as opaque bytes, so no browser opens it inline as a PDF.
    const type = record.hasScript ? 'application/octet-stream' : RESUME_MIME[record.kind]
    return c.body(bytes, 200, {
      'Content-Type': type,
      'Content-Disposition': contentDisposition(record.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    })
  })

  return routes
}
