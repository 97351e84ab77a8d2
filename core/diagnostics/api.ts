import type { Api } from '../api/transport'
import { StoredClientErrorSchema, type StoredClientError } from './schemas'

/** The diagnostics calls made through the app's transport (docs/api.md, "Diagnostics"). Each rejects with an ApiError. */
export interface DiagnosticsApi {
  /** GET /rest/client-error/{id}: a stored error report (admins only: 403 otherwise, 404 when unknown). */
  clientError(id: string): Promise<StoredClientError>
}

export const createDiagnosticsApi = (api: Api): DiagnosticsApi => ({
  clientError: (id) => api.call({ method: 'GET', path: `/rest/client-error/${encodeURIComponent(id)}`, schema: StoredClientErrorSchema }),
})
