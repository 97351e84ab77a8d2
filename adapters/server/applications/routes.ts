import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  ApplicationAnswersSchema,
  ApplicationIdSchema,
  canEdit,
  canWithdraw,
  DevStatusRequestSchema,
  MigrateCodeRequestSchema,
  MigrateRequestSchema,
  type MigrateAnswer,
} from '../../../core/applications'
import { applications2Messages } from '../../../core/i18n/messages/applications2'
import { errorBody } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import type { PublicSite } from '../http/publicOrigin'
import type { AuthServices } from '../identity/services'
import { requireSession, type SessionEnv } from '../identity/session'
import { emailKey } from '../identity/usersStore'
import { lazyInterviewLinkSigner } from '../interview/link'
import { createInterviewStore } from '../interview/store'
import { createNotificationStore } from '../notifications/store'
import { createManageApplicationStore } from './manageStore'
import { createApplicationStore } from './store'

export interface ApplicationRouteOptions {
  /** Production leaves out POST /dev/applications/{id}/status. */
  readonly production?: boolean
}

const notFound = (c: Context) => c.json(errorBody('applications.notFound', 'No such application.'), 404)
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/**
 * The applicant's calls on their applications (docs/api.md, "Applications"): GET /rest/applications,
 * GET /rest/applications/badge-info, GET and PATCH /rest/applications/{id}, POST /rest/applications/{id}/withdraw,
 * POST /rest/applications/migrate/code and /migrate. Every call needs a full (non-provisional) session and reaches
 * only the caller's applications (the account comes from the token, never from the request). Outside production,
 * POST /dev/applications/{id}/status sets a status as the managing Pro would (journeys, the explorer, a demo).
 */
export function applicationRoutes(services: AuthServices, site: PublicSite | undefined, options: ApplicationRouteOptions = {}): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const full = requireSession(services.tokens, services.users, 'full')
  const store = createApplicationStore(services.db)
  const manage = createManageApplicationStore(services.db)
  const notifications = createNotificationStore(services.db)
  const interviews = createInterviewStore(services.db)
  const interviewLinks = lazyInterviewLinkSigner(services.signingKey)
  /**
   * One application as its page shows it. The instant interview stays open to an application that may still change
   * until it is completed: the page links back to it (its signed link, as the apply answer gives it).
   */
  const answer = async (c: Context, userId: string, id: string) => {
    const application = await store.findFor(userId, id)
    if (application === null) return notFound(c)
    const open = canEdit(application.status) && (await interviews.find(id)).completedAt === null
    const interviewPath = open ? (await interviewLinks()).pathFor({ id, jobId: application.jobId, userId }, services.now()) : null
    return c.json({ ...application, interviewPath })
  }
  const idOf = (c: Context) => {
    const parsed = v.safeParse(ApplicationIdSchema, c.req.param('id'))
    return parsed.success ? parsed.output : null
  }

  routes.get('/rest/applications', full, async (c) => c.json({ applications: await store.listFor(c.var.session.user.id) }))
  routes.get('/rest/applications/badge-info', full, async (c) => c.json(await manage.badgeInfo(c.var.session.user.id)))

  routes.get('/rest/applications/:id', full, async (c) => {
    const id = idOf(c)
    const userId = c.var.session.user.id
    if (id === null || (await store.findFor(userId, id)) === null) return notFound(c)
    await manage.markViewed(userId, id, services.now())
    return answer(c, userId, id)
  })

  routes.patch('/rest/applications/:id', full, async (c) => {
    const id = idOf(c)
    if (id === null) return notFound(c)
    const body = await parseJsonBody(c, ApplicationAnswersSchema)
    if (!body.ok) return body.response
    const userId = c.var.session.user.id
    const current = await store.findFor(userId, id)
    if (current === null) return notFound(c)
    if (!canEdit(current.status)) return c.json(errorBody('applications.closed', 'This application is closed: its answers can no longer be changed.'), 409)
    await manage.saveAnswers(userId, id, body.value, services.now())
    return answer(c, userId, id)
  })

  routes.post('/rest/applications/:id/withdraw', full, async (c) => {
    const id = idOf(c)
    const userId = c.var.session.user.id
    const current = id === null ? null : await store.findFor(userId, id)
    if (id === null || current === null) return notFound(c)
    if (!canWithdraw(current.status)) {
      return c.json(errorBody('applications.cannotWithdraw', `An application that is ${current.status} cannot be withdrawn; contact the managing Pro.`), 409)
    }
    const at = services.now()
    await store.setStatus(id, 'withdrawn', at)
    await manage.markViewed(userId, id, at)
    return answer(c, userId, id)
  })

  routes.post('/rest/applications/migrate/code', full, async (c) => {
    const body = await parseJsonBody(c, MigrateCodeRequestSchema)
    if (!body.ok) return body.response
    if (!(await services.allow(c, body.value.email))) return c.json(errorBody('auth.rateLimited', 'Too many attempts. Please wait a few minutes.'), 429)
    if (site === undefined) return c.json(errorBody('request.badHost', 'This server cannot send mail for that address.'), 400)
    const other = await services.users.findByEmail(body.value.email)
    const owned = await manage.idsOwnedBy({ userId: other?.id ?? null, emailKey: emailKey(body.value.email) })
    // Mailed only when there is something to move; the answer is the same either way (no account probing).
    if (owned.length > 0 && other?.id !== c.var.session.user.id) {
      const code = await services.secrets.issueCode(body.value.email, 'migrateApplications')
      await services.mailer.send({
        to: body.value.email,
        subject: applications2Messages['myApplications.mail.migrate.subject'],
        body: fill(applications2Messages['myApplications.mail.migrate.body'], { code, account: c.var.session.user.email }),
      })
    }
    return c.json({ success: true }, 202)
  })

  routes.post('/rest/applications/migrate', full, async (c) => {
    const body = await parseJsonBody(c, MigrateRequestSchema)
    if (!body.ok) return body.response
    const caller = c.var.session.user
    if (!(await services.allow(c, caller.email))) return c.json(errorBody('auth.rateLimited', 'Too many attempts. Please wait a few minutes.'), 429)
    const refused = () => c.json(errorBody('applications.proofRefused', 'That proof of the other account is not valid.'), 403)
    let owner: { userId: string | null; emailKey: string }
    if (body.value.proof === 'token') {
      // The other account's session token, full or provisional (an email link's session): whoever holds it got its mail.
      const token = await (await services.tokens()).verifySession(body.value.token)
      const user = token ? await services.users.findById(token.userId) : null
      if (!token || !user || user.disabled || user.tokenVersion !== token.tokenVersion) return refused()
      owner = { userId: user.id, emailKey: emailKey(user.email) }
    } else {
      if (!(await services.secrets.redeemCode(body.value.email, 'migrateApplications', body.value.code))) return refused()
      const user = await services.users.findByEmail(body.value.email)
      owner = { userId: user?.id ?? null, emailKey: emailKey(body.value.email) }
    }
    if (owner.userId === caller.id) return c.json(errorBody('applications.sameAccount', 'Those applications are already in this account.'), 400)
    const ids = await manage.idsOwnedBy(owner)
    const moved = await store.assignTo(caller.id, ids)
    const answer: MigrateAnswer = { moved, notMoved: ids.filter((id) => !moved.includes(id)) }
    return c.json(answer)
  })

  if (!options.production) {
    routes.post('/dev/applications/:id/status', full, async (c) => {
      const id = idOf(c)
      const body = await parseJsonBody(c, DevStatusRequestSchema)
      if (!body.ok) return body.response
      const userId = c.var.session.user.id
      const before = id === null ? null : await store.findFor(userId, id)
      if (id === null || before === null) return notFound(c)
      const at = services.now()
      await store.setStatus(id, body.value.status, at)
      // As the managing Pro's change would: the applicant is notified (kept, and pushed on /rest/notifications).
      if (before.status !== body.value.status) {
        await notifications.add(userId, { kind: 'application.status', data: { applicationId: id, jobTitle: before.job?.title ?? '', status: body.value.status } }, at)
      }
      return answer(c, userId, id)
    })
  }
  return routes
}
