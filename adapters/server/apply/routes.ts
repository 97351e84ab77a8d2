import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { ApplySubmitSchema, emailDomainLooksValid, oneClickEligible, type ApplyContext, type Prefill, type VisitorResume } from '../../../core/apply'
import { JobIdSchema } from '../../../core/search'
import { RESUME_FILE_NAME_HEADER, sanitizeFileName } from '../../../core/resumes'
import { createApplicationStore, emailKeyOf, type ApplicationRecord } from '../applications/store'
import { errorBody, invalidRequest } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import { clientAddress, type RateLimit } from '../identity/rateLimit'
import { createSqlRateLimiter } from '../identity/rateLimitStore'
import type { AuthServices } from '../identity/services'
import { requireSession, resolveSession, unauthorized, type SessionEnv } from '../identity/session'
import type { UserRecord } from '../identity/usersStore'
import { lazyInterviewLinkSigner } from '../interview/link'
import { inspectResume } from '../resumes/content'
import type { ResumeFileStore } from '../resumes/fileStore'
import type { SearchIndex } from '../search/searchIndex'
import { createApplyStore, type LastApplicationRow } from './store'

/** What one client address may do without an account per window: applications and uploads, counted together. */
export const VISITOR_APPLY_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 15 * 60 * 1000 }

/** A visitor's upload can be applied with for this long (the apply session); after it, upload again. */
export const VISITOR_RESUME_TTL_MS = 24 * 60 * 60 * 1000

export interface ApplyRouteOptions {
  readonly visitorRateLimit?: RateLimit
  /** Take the client address from X-Forwarded-For (TRUST_PROXY). */
  readonly trustProxy?: boolean
}

/** Who calls: an account (a full session), a visitor (no token, or a provisional one), or a refused token. */
type Caller = { readonly kind: 'account'; readonly user: UserRecord } | { readonly kind: 'visitor' } | { readonly kind: 'refused' }

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

const fileNameOf = (c: Context): string => {
  try {
    return sanitizeFileName(decodeURIComponent((c.req.header(RESUME_FILE_NAME_HEADER) ?? '').slice(0, 2048)))
  } catch {
    return sanitizeFileName('resume')
  }
}

const prefillOf = (user: UserRecord, last: LastApplicationRow | null, resume: Prefill['resume']): Prefill => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: last ? { number: last.phone_number, extension: last.phone_extension, type: last.phone_type } : null,
  answers: last
    ? {
        mostRecentTitle: last.most_recent_title,
        mostRecentEmployer: last.most_recent_employer,
        workAuthorization: last.work_authorization,
        elevatorPitch: last.elevator_pitch,
        charity: last.charity,
        expectedSalary: last.expected_salary,
        expectedSalaryType: last.expected_salary_type,
        currentSalary: last.current_salary,
        currentSalaryType: last.current_salary_type,
      }
    : null,
  resume,
})

const fieldProblem = (c: Context, path: string, message: string) => invalidRequest(c, 'The request does not match the expected shape.', [{ path, message }])

/**
 * Applying (docs/api.md, "Applying"): POST /rest/applications (signed in or not; idempotent), POST /rest/apply/resumes
 * (a visitor's resume while applying), GET /rest/apply/jobs/{jobId} (the job, open or not, and what the caller has on
 * file), GET /rest/apply/one-click. A provisional token applies as a visitor, never as its account; a refused token
 * gets 401 so the client's session rules run. Visitors are rate limited per client address.
 */
export function applyRoutes(services: AuthServices, files: ResumeFileStore, searchIndex: SearchIndex, options: ApplyRouteOptions = {}): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const store = createApplyStore(services.db)
  const applications = createApplicationStore(services.db)
  const visitorLimiter = createSqlRateLimiter(services.db, 'applyVisitor', options.visitorRateLimit ?? VISITOR_APPLY_RATE_LIMIT, services.now)
  const interviewLinks = lazyInterviewLinkSigner(services.signingKey)
  const full = requireSession(services.tokens, services.users, 'full')

  const callerOf = async (c: Context): Promise<Caller> => {
    if (c.req.header('authorization') === undefined) return { kind: 'visitor' }
    const session = await resolveSession(c, await services.tokens(), services.users)
    if (session === null) return { kind: 'refused' }
    return session.token.tmp ? { kind: 'visitor' } : { kind: 'account', user: session.user }
  }
  const visitorAllowed = (c: Context) => visitorLimiter.hit(clientAddress(c, options.trustProxy ?? false))
  const rateLimited = (c: Context) => c.json(errorBody('apply.rateLimited', 'Too many applications from this address. Please wait a few minutes.'), 429)
  const prefillFor = async (user: UserRecord) =>
    prefillOf(user, await store.lastApplication(user.id), await store.newestActiveResume(user.id))

  routes.post('/rest/apply/resumes', async (c) => {
    if (!(await visitorAllowed(c))) return rateLimited(c)
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    const verdict = await inspectResume(bytes)
    if (!verdict.ok) {
      const status = verdict.code === 'resume.unsupportedType' ? 415 : verdict.code === 'resume.archiveRefused' ? 422 : 400
      const message = verdict.code === 'resume.unsupportedType' ? 'Only PDF and DOCX files are accepted.' : `The file was refused: ${verdict.reason}.`
      return c.json(errorBody(verdict.code, message), status)
    }
    const storageKey = await files.put(bytes, verdict.kind)
    const uploadToken = randomBytes(32).toString('base64url')
    const record = {
      id: randomUUID(),
      fileName: fileNameOf(c),
      kind: verdict.kind,
      size: bytes.byteLength,
      storageKey,
      hasScript: verdict.hasScript,
      uploadTokenHash: hashToken(uploadToken),
      uploadedAt: services.now(),
    }
    try {
      await store.insertVisitorResume(record)
    } catch (error) {
      await files.delete(storageKey)
      throw error
    }
    const answer: VisitorResume = {
      resume: { id: record.id, fileName: record.fileName, uploadedAt: record.uploadedAt.toISOString(), active: true, kind: record.kind, size: record.size },
      uploadToken,
    }
    return c.json(answer, 201)
  })

  routes.get('/rest/apply/jobs/:jobId', async (c) => {
    const caller = await callerOf(c)
    if (caller.kind === 'refused') return unauthorized(c)
    const id = v.safeParse(JobIdSchema, c.req.param('jobId'))
    const job = id.success ? await searchIndex.lookup(id.output) : null
    if (!id.success || !job) return c.json(errorBody('job.notFound', 'No job has this id.'), 404)
    const open = (await store.jobStanding(id.output)) === 'open'
    const prefill = caller.kind === 'account' ? await prefillFor(caller.user) : null
    const applied = caller.kind === 'account' ? await store.applicationFor(caller.user.id, id.output) : null
    return c.json({ job, open, prefill, appliedApplicationId: applied, oneClick: oneClickEligible(prefill) } satisfies ApplyContext)
  })

  routes.get('/rest/apply/one-click', full, async (c) => c.json({ eligible: oneClickEligible(await prefillFor(c.var.session.user)) }))

  routes.post('/rest/applications', async (c) => {
    const caller = await callerOf(c)
    if (caller.kind === 'refused') return unauthorized(c)
    if (caller.kind === 'visitor' && !(await visitorAllowed(c))) return rateLimited(c)
    const body = await parseJsonBody(c, ApplySubmitSchema)
    if (!body.ok) return body.response
    const request = body.value
    const email = caller.kind === 'account' ? caller.user.email : request.applicant.email
    if (caller.kind === 'visitor' && !emailDomainLooksValid(email)) return fieldProblem(c, 'applicant.email', 'apply.error.emailDomainInvalid')
    if (request.resumeId === null) return fieldProblem(c, 'resumeId', 'apply.error.resumeRequired')

    const standing = await store.jobStanding(request.jobId)
    if (standing === 'unknown') return c.json(errorBody('apply.jobNotFound', 'No job has this id.'), 404)
    if (standing === 'closed') return c.json(errorBody('apply.jobClosed', 'This job no longer takes applications.'), 409)

    const since = new Date(services.now().getTime() - VISITOR_RESUME_TTL_MS)
    const ownUpload = request.resumeToken ? await store.visitorResumeMatches(request.resumeId, hashToken(request.resumeToken), since) : false
    const accountResume = caller.kind === 'account' ? await store.activeResumeOf(caller.user.id, request.resumeId) : null
    if (!ownUpload && !accountResume) return c.json(errorBody('apply.resumeRefused', 'This resume cannot be used for this application.'), 403)

    const now = services.now()
    const record: ApplicationRecord = {
      id: randomUUID(),
      jobId: request.jobId,
      userId: caller.kind === 'account' ? caller.user.id : null,
      email,
      firstName: request.applicant.firstName,
      lastName: request.applicant.lastName,
      phone: { number: request.applicant.phone.number, extension: request.applicant.phone.extension, type: request.applicant.phone.type },
      resumeId: request.resumeId,
      answers: request.answers,
      status: 'submitted',
      method: request.method,
      idempotencyKey: request.idempotencyKey,
      appliedAt: now,
      modifiedAt: now,
      viewedAt: null,
    }
    const outcome = await applications.insert(record)
    if (!outcome.created) {
      const existing = await applications.findById(outcome.id)
      const sameKey = existing?.idempotencyKey === request.idempotencyKey
      const mine =
        existing !== null &&
        (caller.kind === 'account' ? existing.userId === caller.user.id : sameKey && existing.userId === null && emailKeyOf(existing.email) === emailKeyOf(email))
      // Someone else's key, or a visitor's second application by the same email: answered without its details.
      if (!mine) return c.json(errorBody('apply.alreadyApplied', 'An application for this job was already made with this email.'), 409)
    }
    const application = await applications.findWireById(outcome.id)
    if (!application) throw new Error('the application just made is missing')
    const interviewPath = (await interviewLinks()).pathFor({ id: application.id, jobId: application.jobId, userId: caller.kind === 'account' ? caller.user.id : null }, now)
    return c.json({ created: outcome.created, application, interviewPath }, outcome.created ? 201 : 200)
  })

  return routes
}
