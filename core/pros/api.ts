import type { Api } from '../api/transport'
import { ProPageSchema, type ProPage } from './schemas'

/** The Pro calls (docs/api.md, "Pros"); public, no session needed. */
export interface ProsApi {
  /** GET /rest/pros/{slug}: rejects with an ApiError (404 `pro.notFound`). */
  get(slug: string): Promise<ProPage>
}

export const createProsApi = (api: Api): ProsApi => ({
  get: (slug) => api.call({ method: 'GET', path: `/rest/pros/${encodeURIComponent(slug)}`, schema: ProPageSchema }),
})
