import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { ArticleIdSchema, ContentPageKeySchema, ContentPageUpdateSchema, NewsArticleUpdateSchema } from '../../../core/content'
import { errorBody } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import type { AuthServices } from '../identity/services'
import { requireAdmin, requireSession, type SessionEnv } from '../identity/session'
import type { ContentService } from './content'

/** Markdown bodies may be longer than the app's 16 KB default (CONTENT_LIMITS.maxBody characters, some multi-byte). */
export const CONTENT_BODY_BYTES = 256 * 1024

const notFound = (c: Context) => c.json(errorBody('content.notFound', 'No content has this address.'), 404)

/**
 * The site's content (docs/api.md, "Content"): GET /rest/content/pages/{key}, /rest/content/news and
 * /rest/content/news/{id} for everyone; PUT of a page or an article for administrators only (a full session of an
 * account with the admin flag, spec section 6), which stores the change and announces it on /rest/cms.
 */
export function contentRoutes(services: AuthServices, content: ContentService): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const admin = [requireSession(services.tokens, services.users, 'full'), requireAdmin] as const
  const pageKey = (c: Context) => {
    const parsed = v.safeParse(ContentPageKeySchema, c.req.param('key'))
    return parsed.success ? parsed.output : null
  }
  const articleId = (c: Context) => {
    const parsed = v.safeParse(ArticleIdSchema, c.req.param('id'))
    return parsed.success ? parsed.output : null
  }
  routes.get('/rest/content/pages/:key', async (c) => {
    const key = pageKey(c)
    const page = key === null ? null : await content.page(key)
    return page === null ? notFound(c) : c.json(page)
  })
  routes.get('/rest/content/news', async (c) => c.json({ articles: await content.news() }))
  routes.get('/rest/content/news/:id', async (c) => {
    const id = articleId(c)
    const article = id === null ? null : await content.article(id)
    return article === null ? notFound(c) : c.json(article)
  })
  routes.put('/rest/content/pages/:key', ...admin, async (c) => {
    const key = pageKey(c)
    if (key === null) return notFound(c)
    const body = await parseJsonBody(c, ContentPageUpdateSchema)
    if (!body.ok) return body.response
    return c.json(await content.updatePage(key, body.value, c.var.session.user.id))
  })
  routes.put('/rest/content/news/:id', ...admin, async (c) => {
    const id = articleId(c)
    if (id === null) return notFound(c)
    const body = await parseJsonBody(c, NewsArticleUpdateSchema)
    if (!body.ok) return body.response
    const article = await content.updateArticle(id, body.value, c.var.session.user.id)
    return article === null ? notFound(c) : c.json(article)
  })
  return routes
}
