import * as v from 'valibot'
import type { Api } from '../api/transport'
import { ChaosStateSchema, type ChaosFault, type ChaosRequest, type ChaosState } from './index'

/** The system pages' calls through the app's transport (/test and /chaos-lemur; docs/api.md). Each rejects with an ApiError. */
export interface SystemApi {
  /** GET /health/live: the server answers (the /test page's API check). */
  live(): Promise<void>
  /** GET /rest/chaos-lemur: the active faults (admins only; 404 chaos.production in production). */
  chaos(): Promise<ChaosState>
  /** POST /rest/chaos-lemur: starts a time-boxed fault. */
  startChaos(request: ChaosRequest): Promise<ChaosState>
  /** DELETE /rest/chaos-lemur/{fault}: ends one early. */
  endChaos(fault: ChaosFault): Promise<ChaosState>
}

const LiveSchema = v.object({ status: v.literal('live') })

export const createSystemApi = (api: Api): SystemApi => ({
  live: () => api.call({ method: 'GET', path: '/health/live', schema: LiveSchema }).then(() => undefined),
  chaos: () => api.call({ method: 'GET', path: '/rest/chaos-lemur', schema: ChaosStateSchema }),
  startChaos: (request) => api.call({ method: 'POST', path: '/rest/chaos-lemur', body: request, schema: ChaosStateSchema }),
  endChaos: (fault) => api.call({ method: 'DELETE', path: `/rest/chaos-lemur/${fault}`, schema: ChaosStateSchema }),
})
