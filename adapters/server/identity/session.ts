import type { Context, MiddlewareHandler } from 'hono'
import { errorBody } from '../http/errors'
import type { TokenService, VerifiedToken } from './tokens'
import type { UserRecord, UserStore } from './usersStore'

/** The signed-in caller, set by the session guard. */
export interface SessionContext {
  readonly user: UserRecord
  readonly token: VerifiedToken
}

/** Hono variables of routes behind the session guard. */
export interface SessionEnv {
  Variables: { session: SessionContext }
}

/** Full routes need a non-provisional token; provisional routes also take a tmp one. */
export type SessionMode = 'full' | 'provisional'

const bearerToken = (c: Context): string | null => {
  const match = /^Bearer ([\w.-]{1,8192})$/.exec(c.req.header('authorization') ?? '')
  return match?.[1] ?? null
}

/**
 * Finds the caller of a request: a genuine, unexpired session token (Authorization: Bearer) whose token version
 * is the account's current one, for an enabled account. Null for anything else.
 */
export async function resolveSession(c: Context, tokens: TokenService, users: UserStore): Promise<SessionContext | null> {
  const raw = bearerToken(c)
  const token = raw === null ? null : await tokens.verifySession(raw)
  if (token === null) return null
  const user = await users.findById(token.userId)
  if (!user || user.disabled || user.tokenVersion !== token.tokenVersion) return null
  return { user, token }
}

/** The 401 every refused token gets (the same whatever was wrong with it). */
export const unauthorized = (c: Context) => c.json(errorBody('auth.unauthorized', 'Sign in to continue.'), 401)

/** Middleware: lets the request through only with a usable session of the given mode. */
export function requireSession(getTokens: () => Promise<TokenService>, users: UserStore, mode: SessionMode): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const session = await resolveSession(c, await getTokens(), users)
    if (session === null || (mode === 'full' && session.token.tmp)) return unauthorized(c)
    c.set('session', session)
    await next()
  }
}

/**
 * Middleware after requireSession: lets only an administrator through (the account's admin flag, spec section 6);
 * any other signed-in account gets 403.
 */
export const requireAdmin: MiddlewareHandler<SessionEnv> = async (c, next) => {
  if (!c.var.session.user.admin) return c.json(errorBody('auth.forbidden', 'This needs an administrator.'), 403)
  await next()
}
