import * as v from 'valibot'
import { signedInOnly } from '../api/signedInOnly'
import type { Api } from '../api/transport'
import { ApplicationListSchema, MigrateAnswerSchema, type MigrateAnswer, type MigrateRequest } from './manage'
import { ApplicationSchema, BadgeInfoSchema, type Application, type ApplicationAnswers, type BadgeInfo } from './schemas'

/**
 * The calls of one's applications (docs/api.md, "Applications"), signed in with the current full session; each
 * rejects with an ApiError (the refusals by their `code`: applications.cannotWithdraw, applications.closed,
 * applications.proofRefused, applications.notFound).
 */
export interface ApplicationsApi {
  /** GET /rest/applications: the account's applications, newest first. */
  list(): Promise<readonly Application[]>
  /** GET /rest/applications/{id}: one with its status history; marks its latest change seen. */
  get(id: string): Promise<Application>
  /** PATCH /rest/applications/{id}: saves the editable answers; answers the application. */
  saveAnswers(id: string, answers: ApplicationAnswers): Promise<Application>
  /** POST /rest/applications/{id}/withdraw: answers the withdrawn application. */
  withdraw(id: string): Promise<Application>
  /** GET /rest/applications/badge-info: the count, and each application's last change and whether it was seen. */
  badgeInfo(): Promise<BadgeInfo>
  /** POST /rest/applications/migrate/code: mails a code to that email (answers the same whether it has an account or not). */
  requestMigrateCode(email: string): Promise<void>
  /** POST /rest/applications/migrate: moves the other account's applications into this one. */
  migrate(request: MigrateRequest): Promise<MigrateAnswer>
}

export const applicationPath = (id: string) => `/rest/applications/${encodeURIComponent(id)}`

/** Creates the applications calls over the app's API transport. */
export const createApplicationsApi = (transport: Api): ApplicationsApi => {
  // For a full session only (adapters/server): none of these goes out without a token (core/api/signedInOnly.ts).
  const api = signedInOnly(transport)
  return {
    list: () => api.call({ method: 'GET', path: '/rest/applications', schema: ApplicationListSchema }).then((answer) => answer.applications),
    get: (id) => api.call({ method: 'GET', path: applicationPath(id), schema: ApplicationSchema }),
    saveAnswers: (id, answers) => api.call({ method: 'PATCH', path: applicationPath(id), body: answers, schema: ApplicationSchema }),
    withdraw: (id) => api.call({ method: 'POST', path: `${applicationPath(id)}/withdraw`, body: {}, schema: ApplicationSchema }),
    badgeInfo: () => api.call({ method: 'GET', path: '/rest/applications/badge-info', schema: BadgeInfoSchema }),
    requestMigrateCode: (email) => api.call({ method: 'POST', path: '/rest/applications/migrate/code', body: { email }, schema: v.unknown() }).then(() => undefined),
    migrate: (request) => api.call({ method: 'POST', path: '/rest/applications/migrate', body: request, schema: MigrateAnswerSchema }),
  }
}
