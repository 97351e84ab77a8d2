import { Hono } from 'hono'
import { EmailRequestSchema, ResetPasswordRequestSchema, type EmailPurpose } from '../../../core/identity'
import { errorBody } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import { requirePublicHost, type PublicOrigin, type PublicOriginEnv, type PublicSite } from '../http/publicOrigin'
import { noticeMail, secretMail } from './mails'
import { hashPassword } from './passwords'
import { isComplexEnough, passwordTooWeak } from './passwordStrength'
import { rateLimited, type AuthServices } from './services'

/** Issues the secret for `purpose`, or the notice mail when the account's state does not allow it. */
async function mailFor(services: AuthServices, email: string, purpose: EmailPurpose, origin: PublicOrigin, redirect: string | undefined) {
  const user = await services.users.findByEmail(email)
  const usable = user !== null && !user.disabled
  if (purpose === 'signUp' && user !== null) return services.mailer.send(noticeMail(email, 'exists', origin))
  if (purpose !== 'signUp' && !usable) return services.mailer.send(noticeMail(email, 'noAccount', origin))
  const secret = purpose === 'link' ? await services.secrets.issueLink(email) : await services.secrets.issueCode(email, purpose)
  return services.mailer.send(secretMail(email, purpose, secret, origin, redirect))
}

/**
 * POST /rest/auth/email (mail a code or link) and POST /rest/auth/reset-password. Both answer the same status and
 * body, in about the same time, whether or not the email has an account. The mail's links point at `site`'s origin;
 * a request naming another host is refused before anything is looked up or mailed.
 */
export function emailRoutes(services: AuthServices, site: PublicSite | undefined): Hono<PublicOriginEnv> {
  const routes = new Hono<PublicOriginEnv>()
  routes.post('/rest/auth/email', requirePublicHost(site), async (c) => {
    const startedAt = performance.now()
    const body = await parseJsonBody(c, EmailRequestSchema)
    if (!body.ok) return body.response
    if (!(await services.allow(c, body.value.email))) return rateLimited(c)
    await mailFor(services, body.value.email, body.value.purpose, c.var.publicOrigin, body.value.redirect)
    await services.padTime(startedAt)
    return c.json({ success: true }, 202)
  })

  routes.post('/rest/auth/reset-password', async (c) => {
    const startedAt = performance.now()
    const body = await parseJsonBody(c, ResetPasswordRequestSchema)
    if (!body.ok) return body.response
    const { email, code, password } = body.value
    if (!(await services.allow(c, email))) return rateLimited(c)
    // Scored on the email alone (the account's names would make the answer differ for known and unknown emails),
    // before the code is used up, so a refused password leaves the code working.
    if (!(await isComplexEnough(password, { email }))) return passwordTooWeak(c)
    // Hashed before the code is checked, so a wrong code and an unknown email take as long as a reset.
    const passwordHash = await hashPassword(password)
    const user = (await services.secrets.redeemCode(email, 'reset', code)) ? await services.users.findByEmail(email) : null
    if (user) await services.users.setPassword(user.id, passwordHash)
    await services.padTime(startedAt)
    if (!user) return c.json(errorBody('auth.invalidCode', 'This code is not valid. Codes work once, for 10 minutes; ask for a new one.'), 400)
    return c.json({ success: true })
  })
  return routes
}
