import { randomUUID } from 'node:crypto'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import {
  ExperienceIdSchema,
  ExperienceRequestSchema,
  experienceRequestProblems,
  PhoneListSchema,
  PROFILE_SECTION_NAMES,
  PROFILE_SECTIONS,
  type ExperienceRequest,
  type ProfileSectionName,
} from '../../../core/profile'
import { errorBody, invalidRequest } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import type { AuthServices } from '../identity/services'
import type { RateLimit } from '../identity/rateLimit'
import { createSqlRateLimiter } from '../identity/rateLimitStore'
import { requireSession, type SessionEnv } from '../identity/session'
import { createProfileStore } from './store'

/** Changes to one account's profile: at most this many per window (a person saves a few dozen forms at most). */
export const PROFILE_WRITE_RATE_LIMIT: RateLimit = { limit: 300, windowMs: 15 * 60 * 1000 }

export interface ProfileRouteOptions {
  readonly writeRateLimit?: RateLimit
}

const notFound = (c: Context) => c.json(errorBody('profile.notFound', 'No such part of the profile.'), 404)

const sectionOf = (name: string): ProfileSectionName | null => (PROFILE_SECTION_NAMES as string[]).includes(name) ? (name as ProfileSectionName) : null

/** A current experience has no end. */
const normalized = (request: ExperienceRequest): ExperienceRequest => (request.current ? { ...request, ended: null } : request)

/**
 * The professional profile's calls (docs/api.md, "Professional profile"): GET and PUT /rest/professional/{section}
 * for the sections kept whole; GET and PUT /rest/professional/phones (the whole list, rows with ids); GET and POST
 * /rest/professional/experience, GET, PUT and DELETE /rest/professional/experience/{id}. Every call needs a full
 * (non-provisional) session and reaches only the caller's profile (changes rate limited per account); every body is checked with core/profile's
 * schemas, the experience dates against the server's clock.
 */
export function professionalProfileRoutes(services: AuthServices, options: ProfileRouteOptions = {}): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const signedIn = requireSession(services.tokens, services.users, 'full')
  const limiter = createSqlRateLimiter(services.db, 'profile', options.writeRateLimit ?? PROFILE_WRITE_RATE_LIMIT, services.now)
  const limited: MiddlewareHandler<SessionEnv> = async (c, next) => {
    if (!(await limiter.hit(c.var.session.user.id))) return c.json(errorBody('profile.rateLimited', 'Too many changes to the profile. Please wait a few minutes.'), 429)
    await next()
  }
  const full = signedIn
  const store = createProfileStore(services.db)
  const userOf = (c: Context<SessionEnv>) => c.var.session.user.id

  routes.get('/rest/professional/phones', full, async (c) => c.json(await store.phones(userOf(c))))

  routes.put('/rest/professional/phones', full, limited, async (c) => {
    const body = await parseJsonBody(c, PhoneListSchema)
    if (!body.ok) return body.response
    return c.json(await store.replacePhones(userOf(c), body.value.phones, randomUUID))
  })

  routes.get('/rest/professional/experience', full, async (c) => c.json({ experience: await store.experience(userOf(c)) }))

  /** The body of an experience, its date rules checked against the clock (400 with the problems' fields). */
  const experienceBody = async (c: Context<SessionEnv>) => {
    const body = await parseJsonBody(c, ExperienceRequestSchema)
    if (!body.ok) return body
    const request = normalized(body.value)
    const problems = experienceRequestProblems(request, services.now())
    const issues = Object.entries(problems).map(([path, message]) => ({ path, message }))
    if (issues.length > 0) return { ok: false as const, response: invalidRequest(c, 'The dates of the experience are not valid.', issues) }
    return { ok: true as const, value: request }
  }

  routes.post('/rest/professional/experience', full, limited, async (c) => {
    const body = await experienceBody(c)
    if (!body.ok) return body.response
    return c.json(await store.insertExperience(userOf(c), randomUUID(), body.value, services.now()), 201)
  })

  routes.get('/rest/professional/experience/:id', full, async (c) => {
    const id = v.safeParse(ExperienceIdSchema, c.req.param('id'))
    const item = id.success ? await store.experienceItem(userOf(c), id.output) : null
    return item ? c.json(item) : notFound(c)
  })

  routes.put('/rest/professional/experience/:id', full, limited, async (c) => {
    const id = v.safeParse(ExperienceIdSchema, c.req.param('id'))
    if (!id.success) return notFound(c)
    const body = await experienceBody(c)
    if (!body.ok) return body.response
    const item = await store.updateExperience(userOf(c), id.output, body.value)
    return item ? c.json(item) : notFound(c)
  })

  routes.delete('/rest/professional/experience/:id', full, limited, async (c) => {
    const id = v.safeParse(ExperienceIdSchema, c.req.param('id'))
    const deleted = id.success && (await store.deleteExperience(userOf(c), id.output))
    return deleted ? c.json({ deleted: true }) : notFound(c)
  })

  routes.get('/rest/professional/:section', full, async (c) => {
    const section = sectionOf(c.req.param('section'))
    if (section === null) return notFound(c)
    // Stored values are checked on the way out too: a section of an older shape reads as not saved yet.
    const stored = v.safeParse(PROFILE_SECTIONS[section], await store.section(userOf(c), section))
    return c.json({ value: stored.success ? stored.output : null })
  })

  routes.put('/rest/professional/:section', full, limited, async (c) => {
    const section = sectionOf(c.req.param('section'))
    if (section === null) return notFound(c)
    const body = await parseJsonBody(c, PROFILE_SECTIONS[section] as v.GenericSchema)
    if (!body.ok) return body.response
    await store.saveSection(userOf(c), section, body.value, services.now())
    return c.json({ value: body.value })
  })

  return routes
}
