import type { Api } from '../../core/api'
import { createDiagnosticsApi, type DiagnosticsApi } from '../../core/diagnostics'
import type { ProfileApi } from '../../core/profile'
import type { HireApi } from '../../core/hire'
import type { ConsultingRuntime } from '../consulting/consultingRuntime'
import type { LocalDatabasePort } from '../../core/ports/localDatabase'
import { DEFAULT_LOCALE } from '../../core/constants'
import type { NavigationGuard } from '../navigation/navigationGuard'
import type { SessionRuntime } from '../session/sessionRuntime'
import type { ApplicationsHandle } from '../applications/applicationsHandle'
import type { RealtimeServices } from '../realtime/realtimeServices'
import type { AppApis } from './apis'
import type { AlertCalls, AppAuth, AppDeps } from './appDeps'

/**
 * The parts of the app the first screen never runs (sign-in, email change, applications, saved jobs, resumes, claims,
 * apply, interview, recent searches, alerts, profile): how each is built from the app's deps, its one transport and
 * its session. A chunk of its own, loaded with the first of them to be used; each part's machine is a further
 * dynamic import (`deps.load<Part>`). A new feature off the first screen adds its `start<Part>` here and one line in
 * appActor.ts (docs/architecture.md, "A feature off the first screen").
 */

/** What the later parts are built from (appActor.ts makes it once; its `apis` with core's loaders for any not given). */
export interface AppParts {
  readonly deps: AppDeps
  readonly apis: AppApis
  readonly transport: Api
  readonly session: SessionRuntime
  readonly guard: NavigationGuard
  readonly auth: AppAuth
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`))
const locale = ({ deps }: AppParts) => deps.locale ?? (() => DEFAULT_LOCALE)
const upload = ({ deps }: AppParts) => deps.upload ?? { upload: notProvided('upload') }
const noLocalDatabase = notProvided('localDatabase')
const localDatabase = ({ deps }: AppParts): Promise<LocalDatabasePort> =>
  deps.loadLocalDatabase?.() ?? Promise.resolve({ get: noLocalDatabase, getAll: noLocalDatabase, put: noLocalDatabase, delete: noLocalDatabase })

export const startSignInFlows = async ({ deps, session, auth }: AppParts) => {
  const module = await (deps.loadSignIn ?? (() => import('../identity/signInSession')))()
  return module.createSignInFlows({ api: auth.api, oauth: auth.oauth, session, timezoneOffset: deps.timezoneOffset, notify: deps.notify, inspect: deps.inspect })
}

export const startEmailChange = async ({ deps, session, auth }: AppParts) => {
  const module = await (deps.loadEmailChange ?? (() => import('../accounts/emailChangeFlow')))()
  return module.createEmailChangeFlows({ account: auth.account, session })
}

/** The realtime channel, notifications and live application status (machines/realtime), told of status changes through `applications`. */
export const startRealtime = async ({ deps, transport, session }: AppParts, applications: ApplicationsHandle) => {
  const module = await (deps.loadRealtime ?? (() => import('../realtime/realtimeServices')))()
  return module.createRealtimeServices({ ...deps, transport, session, applications })
}

/** The content pages' calls through the app's API cache, refreshed on /rest/cms changes (machines/content). */
export const startContent = async ({ deps, transport }: AppParts, realtime: () => Promise<RealtimeServices>) => {
  const module = await (deps.loadContent ?? (() => import('../content/contentRuntime')))()
  return module.createContentRuntime({ transport, realtime, warn: (error) => deps.log?.({ level: 'warn', message: 'cms refresh failed', error }) })
}

export const startApplications = async ({ deps, transport, session }: AppParts) => {
  const module = await (deps.loadApplications ?? (() => import('../applications/applicationsRuntime')))()
  const { storage, clock, inspect } = deps
  return module.createApplicationsRuntime({ transport, storage, clock, session, localDatabase: deps.loadLocalDatabase, inspect })
}

export const startSavedJobs = async ({ deps, apis, transport, session }: AppParts) => {
  const loadApi = apis.loadSavedJobsApi
  const [module, create] = await Promise.all([(deps.loadSavedJobs ?? (() => import('../savedJobs/savedJobsRuntime')))(), loadApi?.()])
  if (!create) throw new Error('loadSavedJobsApi not provided')
  const { storage, clock, notify, inspect } = deps
  return module.createSavedJobsRuntime({ api: create(transport), storage, clock, session, notify, inspect })
}

export const startResumes = async (parts: AppParts) => {
  const { deps, transport, session } = parts
  const module = await (deps.loadResumes ?? (() => import('../resumes/resumesRuntime')))()
  return module.createResumesRuntime({ transport, upload: upload(parts), storage: deps.storage, config: deps.config, locale: locale(parts), token: () => session.readyToken(), inspect: deps.inspect })
}

export const startClaims = async ({ deps, transport, session, guard }: AppParts, localDatabase: LocalDatabasePort) => {
  const module = await (deps.loadClaims ?? (() => import('../claims/claimsRuntime')))()
  return module.createClaimsRuntime({ transport, localDatabase, session, page: guard.actor, log: deps.log, clock: deps.clock, inspect: deps.inspect })
}

export const startApply = async (parts: AppParts) => {
  const { deps, transport, session } = parts
  const [module, database] = await Promise.all([(deps.loadApply ?? (() => import('../apply/applyRuntime')))(), localDatabase(parts)])
  return module.createApplyRuntime({
    transport,
    upload: upload(parts),
    config: deps.config,
    locale: locale(parts),
    clock: deps.clock,
    localDatabase: database,
    newId:
      deps.newId ??
      (() => {
        throw new Error('newId not provided')
      }),
    session,
    inspect: deps.inspect,
  })
}

export const startInterview = async ({ deps, transport, session }: AppParts) => {
  const module = await (deps.loadInterview ?? (() => import('../interview/interviewRuntime')))()
  const account = () => {
    const view = session.current()
    return view._tag === 'SignedIn' ? (view.profile?.id ?? 'signed-in') : null
  }
  return module.createInterviewRuntime({ transport, clock: deps.clock, drafts: deps.storage.session, account, inspect: deps.inspect })
}

export const startRecentSearches = async ({ deps, apis, transport, session }: AppParts) => {
  const loadApi = apis.loadSearchesApi
  const [module, create] = await Promise.all([(deps.loadRecentSearches ?? (() => import('../searches/recentSearchesRuntime')))(), loadApi?.()])
  if (!create) throw new Error('loadSearchesApi not provided')
  const { storage, clock, notify, inspect } = deps
  return module.createRecentSearchesRuntime({ api: create(transport), storage, clock, session, notify, inspect })
}

export const startAlertCalls = async ({ apis, transport }: AppParts): Promise<AlertCalls> => {
  const loadApi = apis.loadAlertsApi
  if (!loadApi) throw new Error('loadAlertsApi not provided')
  const create = await loadApi()
  return { alerts: create.alerts(transport), opt: create.opt(transport) }
}

export const startProfileApi = async ({ apis, transport }: AppParts): Promise<ProfileApi> => {
  const loadApi = apis.loadProfileApi
  if (!loadApi) throw new Error('loadProfileApi not provided')
  return (await loadApi())(transport)
}

export const startHireApi = async ({ apis, transport }: AppParts): Promise<HireApi> => {
  const loadApi = apis.loadHireApi
  if (!loadApi) throw new Error('loadHireApi not provided')
  return (await loadApi())(transport)
}

export const startDiagnosticsApi = async ({ transport }: AppParts): Promise<DiagnosticsApi> => createDiagnosticsApi(transport)

/** The consulting enrolment (machines/consulting): its machine and core/consulting load together. */
export const startConsulting = async ({ deps, apis, transport }: AppParts): Promise<ConsultingRuntime> => {
  const loadApi = apis.loadConsultingApi
  if (!loadApi) throw new Error('loadConsultingApi not provided')
  const [module, create] = await Promise.all([import('../consulting/consultingRuntime'), loadApi()])
  return module.createConsultingRuntime({ api: create(transport), storage: deps.storage, inspect: deps.inspect })
}
