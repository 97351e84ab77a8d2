import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { RESUME_FILE_NAME_HEADER, ResumeActiveRequestSchema, ResumeIdSchema, sanitizeFileName, type Resume } from '../../../core/resumes'
import { errorBody } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import type { AuthServices } from '../identity/services'
import { requireSession, type SessionEnv } from '../identity/session'
import { inspectResume, RESUME_MIME } from './content'
import type { ResumeFileStore } from './fileStore'
import { createResumeStore, type ResumeRecord } from './store'

const toWire = (record: ResumeRecord): Resume => ({
  id: record.id,
  fileName: record.fileName,
  uploadedAt: record.uploadedAt.toISOString(),
  active: record.active,
  kind: record.kind,
  size: record.size,
})

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

/**
 * The resume calls (docs/api.md): POST /rest/resumes (the body is the file, its name in X-File-Name), GET
 * /rest/resumes, PATCH /rest/resumes/{id} ({ active }), GET /rest/resumes/{id}/file?downloadToken=... Every
 * call but the download needs a full (non-provisional) session; each reaches only its caller's resumes.
 */
export function resumeRoutes(services: AuthServices, files: ResumeFileStore): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const full = requireSession(services.tokens, services.users, 'full')
  const store = createResumeStore(services.db)

  routes.post('/rest/resumes', full, async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    const verdict = await inspectResume(bytes)
    if (!verdict.ok) {
      const status = verdict.code === 'resume.unsupportedType' ? 415 : verdict.code === 'resume.archiveRefused' ? 422 : 400
      const message = verdict.code === 'resume.unsupportedType' ? 'Only PDF and DOCX files are accepted.' : `The file was refused: ${verdict.reason}.`
      return c.json(errorBody(verdict.code, message), status)
    }
    const storageKey = await files.put(bytes, verdict.kind)
    const record: ResumeRecord = {
      id: randomUUID(),
      userId: c.var.session.user.id,
      fileName: fileNameOf(c),
      kind: verdict.kind,
      size: bytes.byteLength,
      storageKey,
      hasScript: verdict.hasScript,
      active: true,
      uploadedAt: services.now(),
    }
    try {
      await store.insert(record)
    } catch (error) {
      await files.delete(storageKey)
      throw error
    }
    return c.json(toWire(record), 201)
  })

  routes.get('/rest/resumes', full, async (c) => {
    const records = await store.listFor(c.var.session.user.id)
    return c.json({ resumes: records.map(toWire) })
  })

  routes.patch('/rest/resumes/:id', full, async (c) => {
    const id = v.safeParse(ResumeIdSchema, c.req.param('id'))
    if (!id.success) return notFound(c)
    const body = await parseJsonBody(c, ResumeActiveRequestSchema)
    if (!body.ok) return body.response
    const record = await store.setActive(c.var.session.user.id, id.output, body.value.active)
    return record ? c.json(toWire(record)) : notFound(c)
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
