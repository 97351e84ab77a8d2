import { Hono, type Context, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { ApplicationAnswers } from '../../../core/applications'
import {
  checkAnswer,
  INTERVIEW_LINK_INVALID,
  InterviewLinkPartsSchema,
  InterviewQuestionSchema,
  nextQuestion,
  withAnswer,
  type Interview,
  type InterviewAnswerOf,
  type InterviewJob,
  type InterviewQuestion,
} from '../../../core/interview'
import { createApplicationStore, type ApplicationRecord } from '../applications/store'
import { errorBody, invalidRequest } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import type { RateLimit } from '../identity/rateLimit'
import { createSqlRateLimiter } from '../identity/rateLimitStore'
import type { AuthServices } from '../identity/services'
import { requireSession, type SessionEnv } from '../identity/session'
import { GUEST_USER_SEGMENT, lazyInterviewLinkSigner } from './link'
import { createInterviewStore } from './store'

/** PUT .../answers/{question}'s body: `{ answer }`, the answer checked by core/interview's rules (checkAnswer). */
const InterviewAnswerRequestSchema = v.object({ answer: v.unknown() })

/** Interview calls per application and window: an interview makes about ten; far below a script guessing. */
export const INTERVIEW_RATE_LIMIT: RateLimit = { limit: 300, windowMs: 15 * 60 * 1000 }

/** Every refusal of a link or of someone else's application: the same answer, so nothing is learnt from it. */
const linkInvalid = (c: Context) => c.json(errorBody(INTERVIEW_LINK_INVALID, 'Interview link expired or incorrect.'), 404)

/** The application's columns an answer also sets (the application holds these answers too). */
function applicationFieldsOf(question: InterviewQuestion, answer: unknown): Partial<ApplicationAnswers> {
  switch (question) {
    case 'company':
      return { mostRecentEmployer: answer as string }
    case 'title':
      return { mostRecentTitle: answer as string }
    case 'expectedSalary': {
      const salary = answer as InterviewAnswerOf<'expectedSalary'>
      return { expectedSalary: salary.amount, expectedSalaryType: salary.type }
    }
    case 'workAuthorization':
      return { workAuthorization: answer as ApplicationAnswers['workAuthorization'] }
    case 'charity':
      return { charity: answer === 'none' ? null : (answer as string) }
    default:
      return {}
  }
}

/**
 * The instant interview (docs/api.md, "Instant interview"): GET and PUT .../answers/{question} of an application's
 * interview, reached two ways:
 * - /rest/interview/link/{applicationId}/{jobId}/{userId}/{obfuscatedId}: anyone holding the signed link (a visitor
 *   right after applying); a bad, altered or expired link is 404 interview.linkInvalid;
 * - /rest/interview/application/{applicationId}: the signed-in owner (full session), by application id; another's
 *   application is the same 404.
 * Each answer is checked with core/interview's rules and saved with the application.
 */
export function interviewRoutes(services: AuthServices, options: { readonly rateLimit?: RateLimit } = {}): Hono<SessionEnv & { Variables: { application: ApplicationRecord } }> {
  type Env = SessionEnv & { Variables: { application: ApplicationRecord } }
  const routes = new Hono<Env>()
  const applications = createApplicationStore(services.db)
  const store = createInterviewStore(services.db)
  const limiter = createSqlRateLimiter(services.db, 'interview', options.rateLimit ?? INTERVIEW_RATE_LIMIT, services.now)
  const getSigner = lazyInterviewLinkSigner(services.signingKey)

  const byLink: MiddlewareHandler<Env> = async (c, next) => {
    const parts = v.safeParse(InterviewLinkPartsSchema, {
      applicationId: c.req.param('applicationId'),
      jobId: c.req.param('jobId'),
      userId: c.req.param('userId'),
      obfuscatedId: c.req.param('obfuscatedId'),
    })
    if (!parts.success || !(await getSigner()).verify(parts.output, services.now())) return linkInvalid(c)
    const application = await applications.findById(parts.output.applicationId)
    // A guest link stays good once its application is claimed; an account's link only while the account owns it.
    const owned = application !== null && (parts.output.userId === GUEST_USER_SEGMENT || application.userId === parts.output.userId)
    if (!application || application.jobId !== parts.output.jobId || !owned) return linkInvalid(c)
    c.set('application', application)
    await next()
  }
  const byOwner: MiddlewareHandler<Env> = async (c, next) => {
    const id = c.req.param('applicationId') ?? ''
    const application = /^[\w-]{1,64}$/.test(id) ? await applications.findById(id) : null
    if (!application || application.userId !== c.var.session.user.id) return linkInvalid(c)
    c.set('application', application)
    await next()
  }
  const limited: MiddlewareHandler<Env> = async (c, next) => {
    if (!(await limiter.hit(c.var.application.id))) return c.json(errorBody('interview.rateLimited', 'Too many interview calls. Please wait a few minutes.'), 429)
    await next()
  }

  const jobOf = async (application: ApplicationRecord): Promise<InterviewJob> =>
    (await store.job(application.jobId)) ?? { id: application.jobId, title: '', company: '', skills: [] }

  const interviewOf = async (application: ApplicationRecord, job: InterviewJob): Promise<Interview> => {
    const saved = await store.find(application.id)
    const { answers } = application
    return {
      applicationId: application.id,
      job,
      prefill: {
        company: answers.mostRecentEmployer,
        title: answers.mostRecentTitle,
        expectedSalary: answers.expectedSalary === null ? null : { amount: answers.expectedSalary, type: answers.expectedSalaryType ?? 'year' },
        workAuthorization: answers.workAuthorization,
        charity: answers.charity,
      },
      resumeId: application.resumeId,
      answers: saved.answers,
      completedAt: saved.completedAt?.toISOString() ?? null,
    }
  }

  const get = async (c: Context<Env>) => {
    const application = c.var.application
    return c.json(await interviewOf(application, await jobOf(application)))
  }

  const put = async (c: Context<Env>) => {
    const question = v.safeParse(InterviewQuestionSchema, c.req.param('question'))
    if (!question.success) return c.json(errorBody('request.notFound', 'No such question.'), 404)
    const body = await parseJsonBody(c, InterviewAnswerRequestSchema)
    if (!body.ok) return body.response
    const application = c.var.application
    const job = await jobOf(application)
    const before = await store.find(application.id)
    const check = checkAnswer(question.output, body.value.answer, { job, answers: before.answers })
    if (!check.ok) return invalidRequest(c, 'The answer is not valid.', [{ path: 'answer', message: check.message }])
    const after = withAnswer(before.answers, question.output, check.value)
    const dropped = (Object.keys(before.answers) as InterviewQuestion[]).filter((name) => after[name] === undefined)
    const now = services.now()
    await store.save({ applicationId: application.id, question: question.output, answer: check.value, dropped, application: applicationFieldsOf(question.output, check.value), now })
    const saved = await store.find(application.id)
    if (saved.completedAt === null && nextQuestion({ job, answers: saved.answers }) === null) await store.complete(application.id, now)
    const updated = await applications.findById(application.id)
    return c.json(await interviewOf(updated ?? application, job))
  }

  const link = '/rest/interview/link/:applicationId/:jobId/:userId/:obfuscatedId'
  routes.get(link, byLink, limited, get)
  routes.put(`${link}/answers/:question`, byLink, limited, put)
  const owner = '/rest/interview/application/:applicationId'
  const full = requireSession(services.tokens, services.users, 'full') as unknown as MiddlewareHandler<Env>
  routes.get(owner, full, byOwner, limited, get)
  routes.put(`${owner}/answers/:question`, full, byOwner, limited, put)
  return routes
}
