import fc from 'fast-check'
import { decideUnauthorized, decodeClaims, isLoggedIn, sessionKindOf } from '../../../core/session'
import type { SessionMachine } from '../../../machines/session/session.machine'
import { aProfile } from '../../core/session/profiles'
import { DAY, HOUR, jwtWith, token } from '../../core/session/tokens'
import { flush, startSession, type SessionDriver } from './sessionFakes'

/** The kinds of token a tab may come across, issued relative to the current time. */
const TOKEN_KINDS = ['fresh', 'aging', 'due', 'shortLived', 'expired', 'tmp', 'noSub', 'garbage', 'none'] as const
type TokenKind = (typeof TOKEN_KINDS)[number]
type User = 'user-1' | 'user-2'

/** One user intent or world event per command; the model of each is a line or two. */
export type Command =
  | { readonly kind: 'tokenStored'; readonly slot: 'main' | 'provisional'; readonly token: TokenKind; readonly user: User }
  | { readonly kind: 'loggedIn'; readonly token: TokenKind; readonly user: User }
  | { readonly kind: 'loggedOut' }
  | { readonly kind: 'signInFailed' }
  | { readonly kind: 'callersSeeRefreshDue'; readonly callers: number }
  | { readonly kind: 'unauthorized'; readonly sent: 'none' | 'current' | 'stale' | 'tmp'; readonly flaggedProvisional: boolean }
  | { readonly kind: 'answered'; readonly actor: 'refreshToken' | 'loadProfile' | 'logout'; readonly outcome: 'ok' | 'fails' | 'badToken' }
  | { readonly kind: 'timePassed'; readonly ms: number }

const userArb = fc.constantFrom<User>('user-1', 'user-2')
const tokenKindArb = fc.constantFrom(...TOKEN_KINDS)

export const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('tokenStored' as const), slot: fc.constantFrom('main' as const, 'provisional' as const), token: tokenKindArb, user: userArb }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('loggedIn' as const), token: tokenKindArb, user: userArb }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'loggedOut' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'signInFailed' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('callersSeeRefreshDue' as const), callers: fc.integer({ min: 1, max: 4 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('unauthorized' as const),
      sent: fc.constantFrom('none' as const, 'current' as const, 'stale' as const, 'tmp' as const),
      flaggedProvisional: fc.boolean(),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('answered' as const),
      actor: fc.constantFrom('refreshToken' as const, 'loadProfile' as const, 'logout' as const),
      outcome: fc.constantFrom('ok' as const, 'ok' as const, 'fails' as const, 'badToken' as const),
    }),
  },
  { weight: 4, arbitrary: fc.constantFrom(1, 100, HOUR, 12 * HOUR, DAY, 3 * DAY, 31 * DAY).map((ms) => ({ kind: 'timePassed' as const, ms })) },
)

export const commandsArb = fc.array(commandArb, { minLength: 1, maxLength: 40 })

/** A token of the given kind issued around `now`, or null / a non-JWT text. */
export function tokenOf(kind: TokenKind, user: User, now: number): string | null {
  const email = user === 'user-1' ? 'ada@example.com' : 'bob@example.com'
  const base = { sub: user, email }
  switch (kind) {
    case 'fresh':
      return token({ ...base, issuedAt: now })
    case 'aging':
      return token({ ...base, issuedAt: now - DAY + HOUR })
    case 'due':
      return token({ ...base, issuedAt: now - DAY - HOUR })
    case 'shortLived':
      return token({ ...base, issuedAt: now, lifetime: 2 * HOUR })
    case 'expired':
      return token({ ...base, issuedAt: now - 2 * DAY, lifetime: DAY })
    case 'tmp':
      return token({ ...base, issuedAt: now, tmp: true, lifetime: 3 * HOUR })
    case 'noSub':
      return jwtWith({ email, iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 3600 })
    case 'garbage':
      return 'not.a-token'
    case 'none':
      return null
  }
}

type Snapshot = ReturnType<SessionDriver['snapshot']>

/** What the model expects of one command: whether it clears the stored session. */
function expectedClears(command: Command, before: Snapshot, driver: SessionDriver, staleToken: string, tmpToken: string): number {
  switch (command.kind) {
    case 'unauthorized': {
      const sentToken = sentTokenOf(command.sent, before, staleToken, tmpToken)
      return decideUnauthorized({ sentToken, sentAsProvisional: command.flaggedProvisional }, before.context.token)._tag === 'ClearSession' ? 1 : 0
    }
    case 'loggedOut':
      return before.matches('loggedIn') || before.matches('provisional') ? 1 : 0
    case 'signInFailed':
      return 1
    case 'answered': {
      const failsTheSession = command.actor === 'refreshToken' ? command.outcome !== 'ok' : command.actor === 'loadProfile' && command.outcome === 'fails'
      return failsTheSession && driver[command.actor].inFlight().length > 0 ? 1 : 0
    }
    default:
      return 0
  }
}

function sentTokenOf(sent: 'none' | 'current' | 'stale' | 'tmp', before: Snapshot, staleToken: string, tmpToken: string) {
  if (sent === 'none') return null
  if (sent === 'current') return before.context.token ?? staleToken
  return sent === 'stale' ? staleToken : tmpToken
}

/** Plays one command on the running session. */
async function play(driver: SessionDriver, command: Command, staleToken: string, tmpToken: string) {
  const { actor, clock } = driver
  const now = clock.now()
  switch (command.kind) {
    case 'tokenStored':
      driver.tokensChanged(command.slot === 'main' ? { token: tokenOf(command.token, command.user, now) } : { provisionalToken: tokenOf(command.token, command.user, now) })
      break
    case 'loggedIn': {
      const jwt = tokenOf(command.token, command.user, now)
      if (jwt !== null) actor.send({ type: 'user.loggedIn', jwt, downloadToken: 'dl', profile: null, now })
      break
    }
    case 'loggedOut':
      actor.send({ type: 'user.loggedOut' })
      break
    case 'signInFailed':
      actor.send({ type: 'signIn.failed', problem: { _tag: 'LoginFailed', detail: 'boom' } })
      break
    case 'callersSeeRefreshDue':
      for (let caller = 0; caller < command.callers; caller++) actor.send({ type: 'session.refreshDue', now })
      break
    case 'unauthorized':
      actor.send({ type: 'http.unauthorized', sentToken: sentTokenOf(command.sent, actor.getSnapshot(), staleToken, tmpToken), sentAsProvisional: command.flaggedProvisional })
      break
    case 'answered':
      answer(driver, command, now)
      break
    case 'timePassed':
      clock.advance(command.ms)
      break
  }
  await flush()
}

function answer(driver: SessionDriver, command: Extract<Command, { kind: 'answered' }>, now: number) {
  const failure = { _tag: 'NetworkError' }
  if (command.actor === 'refreshToken') {
    const call = driver.refreshToken.inFlight().at(-1)
    const sub = driver.snapshot().context.claims?.sub ?? 'user-1'
    const jwt = command.outcome === 'badToken' ? 'not.a-token' : token({ sub, issuedAt: now })
    if (command.outcome === 'fails') call?.fail(failure)
    else call?.answer({ jwt, downloadToken: 'dl', receivedAt: now })
  } else if (command.actor === 'loadProfile') {
    const call = driver.loadProfile.inFlight().at(-1)
    if (command.outcome === 'fails') call?.fail(failure)
    else call?.answer(aProfile())
  } else {
    const call = driver.logout.inFlight().at(-1)
    if (command.outcome === 'fails') call?.fail(failure)
    else call?.answer(undefined)
  }
}

/** What one command did to storage: clears made, and clears the model expected. */
interface StepRecord {
  readonly clears: number
  readonly expectedClears: number
}

/** The invariants, each checked after every command. */
export const invariants = {
  neverLoggedInWithAnExpiredOrTmpToken: (driver: SessionDriver) => {
    const snapshot = driver.snapshot()
    if (!snapshot.matches('loggedIn')) return true
    const claims = snapshot.context.token === null ? null : decodeClaims(snapshot.context.token)
    return claims !== null && isLoggedIn(claims, driver.clock.now())
  },
  stateAgreesWithTheTokensAtClockTime: (driver: SessionDriver) => {
    const snapshot = driver.snapshot()
    if (snapshot.matches('loggingOut')) return snapshot.context.token === null
    const kind = sessionKindOf({ main: snapshot.context.claims, provisional: snapshot.context.provisionalClaims }, driver.clock.now())
    return snapshot.matches(kind)
  },
  storageClearedExactlyByTheRules: (_: SessionDriver, step: StepRecord) => step.clears === step.expectedClears,
  atMostOneRefreshInFlight: (driver: SessionDriver) => driver.refreshToken.inFlight().length <= 1,
  neverFailsForLackOfAnEffect: (driver: SessionDriver) => driver.snapshot().status === 'active',
}

export type InvariantName = keyof typeof invariants

/** One property over random command and clock sequences: every named invariant holds after every command. */
export function sessionProperty(machine: SessionMachine, names = Object.keys(invariants) as InvariantName[]) {
  return fc.asyncProperty(commandsArb, async (commands) => {
    const driver = startSession({ machine })
    const staleToken = token({ issuedAt: driver.clock.now() - HOUR })
    const tmpToken = token({ issuedAt: driver.clock.now(), tmp: true })
    try {
      for (const [index, command] of commands.entries()) {
        const before = driver.snapshot()
        const clearsBefore = driver.clears()
        const expected = expectedClears(command, before, driver, staleToken, tmpToken)
        await play(driver, command, staleToken, tmpToken)
        const step = { clears: driver.clears() - clearsBefore, expectedClears: expected }
        const broken = names.filter((name) => !invariants[name](driver, step))
        if (broken.length > 0) throw new Error(`after command #${index} ${JSON.stringify(command)}: broken ${broken.join(', ')}`)
      }
    } finally {
      driver.actor.stop()
    }
  })
}
