import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { accountMessages } from '../../../core/i18n/messages/account'
import { EmailChangeCodeSchema, EmailChangeRequestSchema } from '../../../core/accounts'
import { errorBody } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import { publicLink, requirePublicHost, type PublicOrigin, type PublicOriginEnv, type PublicSite } from '../http/publicOrigin'
import type { Mail } from '../mail/mailer'
import { createEmailChangeStore, type EmailChangeProblem } from './emailChangesStore'
import { loginAnswer, rateLimited, type AuthServices } from '../identity/services'
import { requireSession, type SessionEnv } from '../identity/session'
import { emailKey } from '../identity/usersStore'

const PROBLEMS: Record<EmailChangeProblem, { readonly status: 403 | 409 | 410; readonly message: string }> = {
  'account.emailChangeExpired': { status: 410, message: 'This email change link has expired or was already used.' },
  'account.emailChangeCancelled': { status: 410, message: 'This email change was cancelled.' },
  'account.emailChangeWrongUser': { status: 403, message: 'This link was sent for another account.' },
  'account.emailInUse': { status: 409, message: 'This email address already has an account.' },
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

const changeMail = (to: string, origin: PublicOrigin, code: string): Mail => ({
  to,
  subject: accountMessages['account.mail.emailChange.subject'],
  body: fill(accountMessages['account.mail.emailChange.body'], { link: publicLink(origin, `/settings/change-email/${encodeURIComponent(code)}`) }),
})
const inUseMail = (to: string, origin: PublicOrigin): Mail => ({
  to,
  subject: accountMessages['account.mail.emailInUse.subject'],
  body: fill(accountMessages['account.mail.emailInUse.body'], { link: publicLink(origin, '/login') }),
})

/**
 * The email change (signed in): POST /rest/profile/email mails a link to the new address; the link's page reads
 * GET /rest/profile/email/{code}, then confirms (POST .../confirm: new tokens, as the change revokes older ones)
 * or cancels (POST .../cancel). The link points at `site`'s origin; a request naming another host mails nothing.
 */
export function emailChangeRoutes(services: AuthServices, site: PublicSite | undefined): Hono<SessionEnv & PublicOriginEnv> {
  const routes = new Hono<SessionEnv & PublicOriginEnv>()
  const changes = createEmailChangeStore(services.db, services.now)
  const full = requireSession(services.tokens, services.users, 'full')
  const refuse = (c: Context, problem: EmailChangeProblem) => c.json(errorBody(problem, PROBLEMS[problem].message), PROBLEMS[problem].status)
  const codeOf = (c: Context) => v.safeParse(EmailChangeCodeSchema, c.req.param('code'))

  // The same 202 whether or not the new address has an account: its mailbox is told, the caller is not.
  routes.post('/rest/profile/email', requirePublicHost(site), full, async (c) => {
    const body = await parseJsonBody(c, EmailChangeRequestSchema)
    if (!body.ok) return body.response
    const { user } = c.var.session
    if (!(await services.allow(c, user.email))) return rateLimited(c)
    const { email } = body.value
    if (emailKey(email) === emailKey(user.email)) return c.json(errorBody('account.emailUnchanged', 'This is already your email address.'), 400)
    const origin = c.var.publicOrigin
    const taken = await services.users.findByEmail(email)
    if (taken) await services.mailer.send(inUseMail(email, origin))
    else {
      const code = await changes.request(user.id, email)
      await services.mailer.send(changeMail(email, origin, code))
    }
    return c.json({ success: true }, 202)
  })

  routes.get('/rest/profile/email/:code', full, async (c) => {
    const code = codeOf(c)
    if (!code.success) return refuse(c, 'account.emailChangeExpired')
    const found = await changes.find(code.output, c.var.session.user)
    return 'problem' in found ? refuse(c, found.problem) : c.json({ email: found.newEmail })
  })

  routes.post('/rest/profile/email/:code/confirm', full, async (c) => {
    const code = codeOf(c)
    if (!code.success) return refuse(c, 'account.emailChangeExpired')
    const { user } = c.var.session
    if (!(await services.allowAccount(user.email))) return rateLimited(c)
    const found = await changes.find(code.output, user)
    if ('problem' in found) return refuse(c, found.problem)
    const moved = await changes.confirm(found, user)
    if (!moved) return refuse(c, 'account.emailInUse')
    return c.json(await loginAnswer(services, moved))
  })

  routes.post('/rest/profile/email/:code/cancel', full, async (c) => {
    const code = codeOf(c)
    if (!code.success) return refuse(c, 'account.emailChangeExpired')
    const found = await changes.find(code.output, c.var.session.user)
    if ('problem' in found && found.problem !== 'account.emailInUse') return refuse(c, found.problem)
    if (!('problem' in found)) await changes.cancel(found)
    return c.json({ success: true })
  })
  return routes
}
