import { CHAOS_FAULTS, type ActiveFault, type ChaosFault, type ChaosRequest, type ChaosState } from '../../../core/chaos'
import type { Db } from '../db/db'

/** Timers the chaos lemur sets (tests hand in fake ones). */
export interface ChaosTimers {
  set(callback: () => void, ms: number): unknown
  clear(handle: unknown): void
}

export interface ChaosDeps {
  readonly now: () => number
  /** Where a fault's start and end are logged (one line each). */
  readonly log: (line: string) => void
  /** Closes every realtime socket of this process; answers how many. */
  readonly dropSockets: () => number
  readonly timers?: ChaosTimers
  /** How often sockets are closed again while socketKill is on; default 500 ms. */
  readonly socketSweepMs?: number
}

interface Active {
  readonly fault: ChaosFault
  readonly until: number
  readonly delayMs?: number
  remaining?: number
  readonly handles: unknown[]
}

/**
 * The faults of one process (adapters/server/chaos): started by an admin through POST /rest/chaos-lemur, each ends
 * by itself after its time box (a timer) and is logged at both ends. Never built in production (app.ts).
 */
export interface Chaos {
  start(request: ChaosRequest, by: string): ChaosState
  stop(fault: ChaosFault, reason: string): void
  state(): ChaosState
  /** The delay the database waits before a query now (0: none). */
  queryDelayMs(): number
  /** Whether this API request throws (and counts it). */
  takeThrow(): boolean
  /** Ends every fault (shutdown, tests). */
  stopAll(): void
}

const realTimers: ChaosTimers = { set: (callback, ms) => setTimeout(callback, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) }

export function createChaos(deps: ChaosDeps): Chaos {
  const timers = deps.timers ?? realTimers
  const active = new Map<ChaosFault, Active>()
  const live = (fault: ChaosFault) => {
    const entry = active.get(fault)
    return entry && entry.until > deps.now() ? entry : undefined
  }
  const describe = (entry: Active): ActiveFault => ({
    fault: entry.fault,
    until: new Date(entry.until).toISOString(),
    ...(entry.delayMs === undefined ? {} : { delayMs: entry.delayMs }),
    ...(entry.remaining === undefined ? {} : { remaining: entry.remaining }),
  })
  const chaos: Chaos = {
    start(request, by) {
      chaos.stop(request.fault, 'replaced')
      const until = deps.now() + request.durationMs
      const entry: Active = { fault: request.fault, until, handles: [] }
      if (request.fault === 'slowDatabase') Object.assign(entry, { delayMs: request.delayMs ?? 2000 })
      if (request.fault === 'handlerThrow') entry.remaining = request.count ?? 1
      active.set(request.fault, entry)
      entry.handles.push(timers.set(() => chaos.stop(request.fault, 'time box over'), request.durationMs))
      let detail = ''
      if (request.fault === 'socketKill') {
        detail = ` dropped=${deps.dropSockets()}`
        const sweep = () => {
          if (active.get('socketKill') !== entry) return
          deps.dropSockets()
          entry.handles.push(timers.set(sweep, deps.socketSweepMs ?? 500))
        }
        entry.handles.push(timers.set(sweep, deps.socketSweepMs ?? 500))
      }
      if (entry.delayMs !== undefined) detail = ` delayMs=${entry.delayMs}`
      if (entry.remaining !== undefined) detail = ` count=${entry.remaining}`
      deps.log(`[chaos-lemur] start fault=${request.fault} durationMs=${request.durationMs}${detail} by=${by}`)
      return chaos.state()
    },
    stop(fault, reason) {
      const entry = active.get(fault)
      if (!entry) return
      active.delete(fault)
      for (const handle of entry.handles) timers.clear(handle)
      deps.log(`[chaos-lemur] end fault=${fault} reason=${reason}`)
    },
    state: () => ({ active: CHAOS_FAULTS.flatMap((fault) => (live(fault) ? [describe(live(fault) as Active)] : [])) }),
    queryDelayMs: () => live('slowDatabase')?.delayMs ?? 0,
    takeThrow() {
      const entry = live('handlerThrow')
      if (!entry || !entry.remaining) return false
      entry.remaining -= 1
      if (entry.remaining === 0) chaos.stop('handlerThrow', 'all thrown')
      return true
    },
    stopAll() {
      for (const fault of [...active.keys()]) chaos.stop(fault, 'stopped')
    },
  }
  return chaos
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The database behind the chaos lemur: while slowDatabase is on, every query and transaction waits first. */
export function withChaos(db: Db, chaos: Pick<Chaos, 'queryDelayMs'>): Db {
  const delay = async () => {
    const ms = chaos.queryDelayMs()
    if (ms > 0) await sleep(ms)
  }
  return {
    kind: db.kind,
    async query(sql, params) {
      await delay()
      return db.query(sql, params)
    },
    exec: (sql) => db.exec(sql),
    async transaction(work) {
      await delay()
      return db.transaction(work)
    },
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
  }
}
