import { Hono } from 'hono'
import * as v from 'valibot'
import { LoginRequestSchema, SetPasswordRequestSchema } from '../../../core/identity'
import { errorBody, invalidRequest, toIssues } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import { authenticate, type LoginFailure } from './authenticate'
import { hashPassword, verifyPassword } from './passwords'
import { isComplexEnough, passwordTooWeak } from './passwordStrength'
import { toProfileWire } from './profile'
import { limitByAddress, loginAnswer, rateLimited, TimezoneOffsetSchema, type AuthServices } from './services'
import { requireSession, resolveSession, type SessionEnv } from './session'

const FAILURES: Record<LoginFailure, { readonly status: 400 | 401 | 403; readonly message: string }> = {
  'auth.impersonationForbidden': { status: 403, message: 'Only an administrator, signed in, can sign in as another account.' },
  'auth.invalidCredentials': { status: 401, message: 'The email or password is not correct.' },
  'auth.invalidCode': { status: 401, message: 'This code is not valid. Codes work once, for 10 minutes; ask for a new one.' },
  'auth.invalidLink': { status: 401, message: 'This sign-in link is not valid any more. Ask for a new one.' },
  'auth.emailNotVerified': { status: 401, message: 'This account\'s email address is not verified.' },
  'auth.providerUnavailable': { status: 400, message: 'This sign-in provider is not configured.' },
  'auth.oauthFailed': { status: 401, message: 'Signing in with this provider did not work. Please start again.' },
  'auth.passwordTooWeak': { status: 400, message: 'Password is not complex enough.' },
}

/** POST /rest/auth/login, /refresh, /logout, /password and GET /rest/profile. */
export function sessionRoutes(services: AuthServices): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const full = requireSession(services.tokens, services.users, 'full')
  const provisional = requireSession(services.tokens, services.users, 'provisional')
  const limited = limitByAddress(services)
  const checkOffset = (offset: string | undefined) => v.safeParse(TimezoneOffsetSchema, offset)

  routes.post('/rest/auth/login', async (c) => {
    const offset = checkOffset(c.req.query('timezoneOffset'))
    if (!offset.success) return invalidRequest(c, 'timezoneOffset must be whole minutes between -840 and 840.', toIssues(offset.issues))
    const body = await parseJsonBody(c, LoginRequestSchema)
    if (!body.ok) return body.response
    const email = 'email' in body.value ? body.value.email : undefined
    if (!(await services.allow(c, email))) return rateLimited(c)
    const outcome = await authenticate(services, body.value, {
      isAdmin: async () => {
        const session = await resolveSession(c, await services.tokens(), services.users)
        return session !== null && !session.token.tmp && session.user.admin
      },
    })
    if ('failure' in outcome) return c.json(errorBody(outcome.failure, FAILURES[outcome.failure].message), FAILURES[outcome.failure].status)
    return c.json(await loginAnswer(services, outcome.user))
  })

  routes.post('/rest/auth/refresh', limited, provisional, async (c) => {
    const { user, token } = c.var.session
    const { jwt, downloadToken } = await loginAnswer(services, user, token.tmp)
    return c.json({ jwt, downloadToken })
  })

  // Always succeeds: signing out with a dead token leaves nothing to do. A full token revokes every older one.
  routes.post('/rest/auth/logout', limited, async (c) => {
    const session = await resolveSession(c, await services.tokens(), services.users)
    if (session && !session.token.tmp) await services.users.revokeTokens(session.user.id)
    return c.json({ success: true })
  })

  routes.get('/rest/profile', full, (c) => {
    const offset = checkOffset(c.req.query('timezoneOffset'))
    if (!offset.success) return invalidRequest(c, 'timezoneOffset must be whole minutes between -840 and 840.', toIssues(offset.issues))
    return c.json(toProfileWire(c.var.session.user))
  })

  routes.post('/rest/auth/password', limited, full, async (c) => {
    const body = await parseJsonBody(c, SetPasswordRequestSchema)
    if (!body.ok) return body.response
    const { user } = c.var.session
    if (!(await services.allowAccount(user.email))) return rateLimited(c)
    if (user.passwordHash !== null && body.value.currentPassword === undefined) {
      return c.json(errorBody('auth.currentPasswordRequired', 'The current password is required.'), 400)
    }
    if (user.passwordHash !== null && !(await verifyPassword(user.passwordHash, body.value.currentPassword ?? ''))) {
      return c.json(errorBody('auth.currentPasswordWrong', 'The current password is not correct.'), 403)
    }
    if (!(await isComplexEnough(body.value.password, user))) return passwordTooWeak(c)
    const passwordHash = await hashPassword(body.value.password)
    const tokenVersion = await services.users.setPassword(user.id, passwordHash)
    return c.json(await loginAnswer(services, { ...user, passwordHash, tokenVersion }))
  })
  return routes
}
