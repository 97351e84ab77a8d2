import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate'
import { createClaimsApi, type ClaimFailure, type ClaimsApi, type ClaimView, type LocalPartnerApply } from '../../core/claims'
import type { Api } from '../../core/api'
import type { ClockPort, LocalDatabasePort } from '../../core/ports'
import type { SessionStore } from '../session/sessionStore'
import { claimsMachine, type ClaimCodeProblem } from './claims.machine'

/** What the claims dialog reads. */
export interface ClaimsView {
  /** The dialog is on screen. */
  readonly open: boolean
  /** A code is being checked. */
  readonly confirming: boolean
  readonly claimed: readonly ClaimView[]
  readonly pending: readonly ClaimView[]
  readonly codeProblem: ClaimCodeProblem | null
}

/** A line for the app's log: a refused claim (id and reason, never the email) or a warning (a failed check). */
export type ClaimsLogEntry =
  | { readonly level: 'info'; readonly message: 'claim refused'; readonly id: string; readonly reason: string }
  | { readonly level: 'warn'; readonly message: 'claims check failed'; readonly error: unknown }
  /** A content refresh after a CMS change that failed (machines/content): only warned about (spec section 8). */
  | { readonly level: 'warn'; readonly message: 'cms refresh failed'; readonly error: unknown }

/** The claims machine kept for the app, told of the session's changes and the page on screen. */
export interface ClaimsRuntime {
  current(): ClaimsView
  subscribe(listener: () => void): () => void
  submitCode(code: string): void
  close(): void
  stop(): void
}

export interface ClaimsRuntimeDeps {
  /** The app's transport; the claims calls are built over it. */
  readonly transport: Api
  readonly localDatabase: LocalDatabasePort
  readonly session: SessionStore
  /** The navigation guard (its actor): the page on screen, whose path it keeps, and its changes. */
  readonly page: PageOnScreen
  /** The app's log; default none. */
  readonly log?: (entry: ClaimsLogEntry) => void
  readonly clock: ClockPort
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
  /** The calls; default: core/claims' over `transport`. */
  readonly api?: ClaimsApi
}

/** What the runtime reads of the navigation guard's actor: the route on screen. */
export interface PageOnScreen {
  getSnapshot(): { readonly context: { readonly current: { readonly href: string } | null } }
  subscribe(listener: () => void): { unsubscribe(): void }
}

/** Signed in for claims once the profile is known: its email decides nothing here but re-checks when it changes. */
const facts = (session: SessionStore) => {
  const view = session.current()
  return view._tag === 'SignedIn' && view.profile !== null ? { signedIn: true, email: view.profile.email } : { signedIn: false, email: null }
}

export function createClaimsRuntime(deps: ClaimsRuntimeDeps): ClaimsRuntime {
  const { localDatabase, session, page, clock, inspect } = deps
  const log = deps.log ?? (() => undefined)
  const path = () => page.getSnapshot().context.current?.href ?? '/'
  const api = deps.api ?? createClaimsApi(deps.transport)
  const machine = claimsMachine.provide({
    actors: {
      readClaims: fromPromise<readonly LocalPartnerApply[]>(() => localDatabase.getAll('partnerApplies')),
      checkClaims: fromPromise(({ input }) => api.check(input.claims)),
      confirmClaims: fromPromise(({ input }) => api.confirm(input.ids, input.code)),
    },
    actions: {
      forget: (_, ids) => {
        for (const id of ids) void localDatabase.delete('partnerApplies', id).catch(() => undefined)
      },
      logFailures: (_, failures: readonly ClaimFailure[]) => {
        for (const { id, reason } of failures) log({ level: 'info', message: 'claim refused', id, reason })
      },
      warn: (_, error) => log({ level: 'warn', message: 'claims check failed', error }),
    },
  })
  const actor = createActor(machine, { clock, inspect, input: { ...facts(session), path: path() } }).start()
  const stopSession = session.subscribe(() => actor.send({ type: 'session.changed', ...facts(session) }))
  const pageSubscription = page.subscribe(() => actor.send({ type: 'page.changed', path: path() }))

  let view: ClaimsView | null = null
  let viewOf: unknown = null
  const current = (): ClaimsView => {
    const snapshot = actor.getSnapshot()
    if (view !== null && viewOf === snapshot) return view
    viewOf = snapshot
    const { claimed, pending, codeProblem } = snapshot.context
    view = { open: snapshot.matches('dialog'), confirming: snapshot.matches({ dialog: 'confirming' }), claimed, pending, codeProblem }
    return view
  }
  return {
    current,
    subscribe(listener) {
      const subscription = actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    submitCode: (code) => actor.send({ type: 'user.codeSubmitted', code }),
    close: () => actor.send({ type: 'user.dialogClosed' }),
    stop() {
      stopSession()
      pageSubscription.unsubscribe()
      actor.stop()
    },
  }
}
