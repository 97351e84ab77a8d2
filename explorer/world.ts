import type { AnyActorRef, InspectionEvent } from 'xstate'
import { createTestClock, memoryHttp, memoryLocalDatabase, memorySocket, memoryStorage, type MemoryHttp, type MemorySocket, type MemoryStorage, type TestClock } from '../adapters/memory'
import type { LocalDatabasePort } from '../core/ports'
import type { ApiNotice } from '../core/api'
import * as accounts from '../core/accounts'
import * as identity from '../core/identity'
import { createAppActor, hireflowApis, type AppActor, type AppApis, type AppDeps } from '../machines'
// The lazy runtimes, loaded up front: a dynamic import's real time is not the test clock's, and a replay must
// not race it (test/machines/app/appActor.test.ts does the same).
import * as sessionRuntime from '../machines/session/sessionRuntime'
import * as signInSession from '../machines/identity/signInSession'
import * as claimsRuntime from '../machines/claims/claimsRuntime'
import * as navigationGuard from '../machines/navigation/navigationGuard'
import * as applyRuntime from '../machines/apply/applyRuntime'
import * as interviewRuntime from '../machines/interview/interviewRuntime'
import * as realtimeServices from '../machines/realtime/realtimeServices'
import * as laterParts from '../machines/app/laterParts'
import { START, stubServer } from './seeds'

/** A scenario's world: the app actor on memory adapters, the simulated clock, and every machine actor it started. */
export interface World {
  readonly clock: TestClock
  readonly http: MemoryHttp
  readonly storage: MemoryStorage
  readonly app: AppActor
  /** The device's local database (IndexedDB's memory twin): a scenario's seed puts partner applies in it. */
  readonly localDatabase: LocalDatabasePort
  /** The realtime channel's socket: a scenario opens its connections as the server would. */
  readonly socket: MemorySocket
  /** The notices (toasts) the app raised, in order. */
  readonly notices: ApiNotice[]
  /** The newest actor of the machine with this id (`session`, `signIn`, ...), once one started. */
  actorOf(machineId: string): AnyActorRef | undefined
  /** Follows an actor the scenario started itself (a form's submission, an email-change link's flow). */
  track(actor: AnyActorRef): void
  /** XState's inspection observer: hand it to a machine started outside the app actor. */
  readonly inspect: (event: InspectionEvent) => void
}

const loadedApis: AppApis = {
  ...hireflowApis,
  loadAuthApi: async () => identity.createAuthApi,
  loadAccountApi: async () => accounts.createAccountApi,
  loadOAuthApi: async () => identity.createOAuthApi,
}

const machineIdOf = (actor: AnyActorRef): string | undefined => {
  const logic = (actor as { logic?: { id?: unknown; root?: unknown } }).logic ?? {}
  return logic.root !== undefined && typeof logic.id === 'string' ? logic.id : undefined
}

/** Where the app's notices go besides `World.notices` (the screen's toasts). */
export interface WorldOptions {
  readonly notify?: AppDeps['notify']
  readonly dismiss?: AppDeps['dismiss']
}

/** Starts a fresh world at {@link START}: the seeded server in memory, empty storage, no session. */
export function createWorld(options: WorldOptions = {}): World {
  const clock = createTestClock(START)
  const http = memoryHttp()
  const storage = memoryStorage()
  const localDatabase = memoryLocalDatabase()
  const socket = memorySocket()
  stubServer(http, clock.now)
  const actors = new Map<string, AnyActorRef>()
  const track = (actor: AnyActorRef) => {
    const id = machineIdOf(actor)
    if (id !== undefined) actors.set(id, actor)
  }
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.actor') track(event.actorRef as AnyActorRef)
  }
  const notices: ApiNotice[] = []
  let ids = 0
  const app = createAppActor({
    http,
    storage,
    clock,
    config: () => ({ apiUrl: 'https://api.hireflow.test', jaxApiUrl: '' }),
    timezoneOffset: () => 0,
    notify: (notice) => {
      notices.push(notice)
      options.notify?.(notice)
    },
    dismiss: options.dismiss,
    apis: loadedApis,
    loadSession: async () => sessionRuntime,
    loadSignIn: async () => signInSession,
    loadLocalDatabase: async () => localDatabase,
    loadClaims: async () => claimsRuntime,
    loadNavigationGuard: async () => navigationGuard,
    loadApply: async () => applyRuntime,
    newId: () => `explorer-key-${String(++ids).padStart(8, '0')}`,
    loadInterview: async () => interviewRuntime,
    loadRealtime: async () => realtimeServices,
    loadSocket: async () => socket,
    loadLaterParts: async () => laterParts,
    inspect,
  })
  return { clock, http, storage, app, localDatabase, socket, notices, actorOf: (id) => actors.get(id), track, inspect }
}
