import { createActor, fromPromise } from 'xstate'
import { createTestClock, memoryStorage, type MemoryStorage } from '../../../adapters/memory'
import { readStoredTokens, type Profile } from '../../../core/session'
import { sessionMachine, sessionStorageEffects, type RefreshedToken, type SessionMachine } from '../../../machines/session/session.machine'

/** One call an actor made, held open until the test settles it. */
export interface PendingCall<TInput, TOutput> {
  readonly input: TInput
  readonly signal: AbortSignal
  settled: boolean
  answer(output: TOutput): void
  fail(error: unknown): void
}

/**
 * A promise actor driven by the test: every call waits until the test answers or fails it.
 * Asking for a call that was never made throws, so a test cannot pass by accident.
 */
export function createFakeActor<TOutput, TInput>(name: string) {
  const calls: Array<PendingCall<TInput, TOutput>> = []
  const actor = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        const call: PendingCall<TInput, TOutput> = {
          input,
          signal,
          settled: false,
          answer: (output) => ((call.settled = true), resolve(output)),
          fail: (error) => ((call.settled = true), reject(error)),
        }
        calls.push(call)
      }),
  )
  const call = (index: number) => {
    const found = calls[index]
    if (!found) throw new Error(`fake ${name}: no call #${index} (only ${calls.length} made)`)
    return found
  }
  /** Calls still waiting: made, not settled, not aborted (their actor still runs). */
  const inFlight = () => calls.filter((pending) => !pending.settled && !pending.signal.aborted)
  return { actor, calls, call, latest: () => call(calls.length - 1), inFlight }
}

/** Lets promise callbacks (fake answers reaching the machine) run; no timers involved. */
export const flush = async (turns = 10) => {
  for (let turn = 0; turn < turns; turn++) await Promise.resolve()
}

/** A start time far from 0 so issue times in the past stay positive. */
export const T0 = Date.UTC(2026, 10, 21, 9, 0, 0)

/**
 * A running session on memory storage and a test clock (XState's clock), with fake refresh, profile and logout actors
 * and a count of storage clears.
 */
export function startSession(
  options: { machine?: SessionMachine; storage?: MemoryStorage; now?: number; profile?: Profile | null } = {},
) {
  // The memory TestClock rather than xstate's SimulatedClock: when time jumps past several timers it fires each
  // at its own due time, so a timer set by an earlier one counts from then (SimulatedClock counts from the end).
  const clock = createTestClock(options.now ?? T0)
  const storage = options.storage ?? memoryStorage()
  const refreshToken = createFakeActor<RefreshedToken, { token: string }>('refreshToken')
  const loadProfile = createFakeActor<Profile, { token: string }>('loadProfile')
  const logout = createFakeActor<void, { token: string | null }>('logout')
  const effects = sessionStorageEffects(storage)
  let clears = 0
  const machine = (options.machine ?? sessionMachine).provide({
    actors: { refreshToken: refreshToken.actor, loadProfile: loadProfile.actor, logout: logout.actor },
    actions: { ...effects, clearStoredSession: () => ((clears += 1), effects.clearStoredSession()) },
  })
  const input = { now: clock.now(), ...readStoredTokens(storage), profile: options.profile ?? null }
  const actor = createActor(machine, { clock, input })
  const loggedOut: unknown[] = []
  actor.on('session.loggedOut', (event) => void loggedOut.push(event.reason))
  actor.start()
  return {
    clock,
    storage,
    actor,
    refreshToken,
    loadProfile,
    logout,
    loggedOut,
    clears: () => clears,
    snapshot: () => actor.getSnapshot(),
    /** Stores the tokens as another tab would and tells the machine. */
    tokensChanged(tokens: { token?: string | null; provisionalToken?: string | null }) {
      for (const [scope, value] of [
        [storage.local, tokens.token],
        [storage.session, tokens.provisionalToken],
      ] as const) {
        if (value === undefined) continue
        if (value === null) scope.remove('jwt')
        else scope.set('jwt', JSON.stringify(value))
      }
      actor.send({ type: 'storage.tokenChanged', ...readStoredTokens(storage), now: clock.now() })
    },
  }
}

export type SessionDriver = ReturnType<typeof startSession>
