import { Hono } from 'hono'
import * as v from 'valibot'
import { ProSlugSchema } from '../../../core/pros'
import { errorBody } from '../http/errors'
import type { ProStore } from './store'

/** GET /rest/pros/{slug}: a Pro's landing page (docs/api.md, "Pros"). Public; 404 `pro.notFound`. */
export function proRoutes(store: ProStore, now: () => Date): Hono {
  const routes = new Hono()
  routes.get('/rest/pros/:slug', async (c) => {
    const slug = v.safeParse(ProSlugSchema, c.req.param('slug'))
    const page = slug.success ? await store.page(slug.output, now()) : null
    if (!page) return c.json(errorBody('pro.notFound', 'No Pro has this address.'), 404)
    return c.json(page)
  })
  return routes
}
