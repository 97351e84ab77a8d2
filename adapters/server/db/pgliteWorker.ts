import { Worker } from 'node:worker_threads'
import type { Db, Queryable } from './db'
import type { ThreadError, ThreadOptions, ThreadReply, ThreadRequest } from './pgliteThread'

/** The thread's own file: the source under tsx and vitest, dist-server/pgliteThread.js beside the bundled server. */
const THREAD_URL = new URL(import.meta.url.endsWith('.ts') ? './pgliteThread.ts' : './pgliteThread.js', import.meta.url)

type Ask = { [Op in ThreadRequest['op']]: Omit<Extract<ThreadRequest, { op: Op }>, 'id'> }[ThreadRequest['op']]

/**
 * The waits before each attempt to start the thread again after it died: bounded (6 attempts over ~19 s). Once they
 * are spent the database stays down until a query asks for it, which starts another round (a readiness probe does).
 */
export const RESTART_DELAYS_MS: readonly number[] = [100, 500, 1_000, 2_000, 5_000, 10_000]

export interface PgliteWorkerHooks {
  /** Each thread as it starts (tests ask it to crash). */
  readonly onThread?: (worker: Worker) => void
  /** The thread's file; default db/pgliteThread.ts's own (tests give one that runs it and can be made to crash). */
  readonly threadUrl?: URL
  /** The waits before each restart attempt; default RESTART_DELAYS_MS. */
  readonly restartDelaysMs?: readonly number[]
  /** Where the restarts are told; default console.error. */
  readonly log?: (line: string) => void
}

function fromThread(error: ThreadError): Error {
  return Object.assign(new Error(error.message), error)
}

interface Waiting {
  readonly worker: Worker
  readonly resolve: (rows: unknown[] | undefined) => void
  readonly reject: (error: Error) => void
}

/**
 * PGlite in a worker thread of its own (db/pgliteThread.ts), the server's default on PGlite: its queries still run one
 * at a time, but no longer on the thread that answers HTTP, so cached answers, static files and refusals go on while
 * a search runs. The same Db: transactions hold PGlite until they end, and notifications reach `listen` before the
 * answer of the statement that sent them (one ordered message port), as in-process.
 *
 * When the thread dies (an exit, an uncaught error, WebAssembly out of memory), the queries it had are refused with
 * the reason, then a new thread opens the same data folder once the old one has exited (its PGlite, and so the
 * folder, released), with backoff (RESTART_DELAYS_MS); meanwhile every query is refused at once ("The database is
 * restarting"), so /health/ready answers 503 until the thread is back. The subscriptions (`listen`) are listened
 * again on the new thread before it takes queries: the search cache and the realtime hub keep hearing writes. Nothing
 * writes while the thread is down (PGlite belongs to this process), so no notification of a later write is missed.
 */
export async function openPgliteWorker(options: ThreadOptions = {}, hooks: PgliteWorkerHooks = {}): Promise<Db> {
  const delays = hooks.restartDelaysMs ?? RESTART_DELAYS_MS
  const log = hooks.log ?? ((line: string) => console.error(line))
  const pending = new Map<number, Waiting>()
  const listeners = new Map<number, { readonly channel: string; readonly onPayload: (payload: string) => void }>()
  let nextId = 1
  /** The thread that takes queries; undefined while it is down (or the Db closed). */
  let thread: Worker | undefined
  /** Why no thread takes queries now. */
  let down: Error | undefined
  let closed = false
  let restarting = false
  let wake: () => void = () => {}

  const post = (worker: Worker, request: Ask): Promise<unknown[] | undefined> => {
    const id = nextId++
    return new Promise((resolve, reject) => {
      pending.set(id, { worker, resolve, reject })
      worker.postMessage({ ...request, id })
    })
  }
  /** Refuses what `worker` was asked: it will never answer. */
  const refuse = (worker: Worker, error: Error) => {
    for (const [id, waiting] of pending) {
      if (waiting.worker !== worker) continue
      pending.delete(id)
      waiting.reject(error)
    }
  }

  const start = async (): Promise<Worker> => {
    const worker = new Worker(hooks.threadUrl ?? THREAD_URL, { workerData: options })
    hooks.onThread?.(worker)
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: ThreadReply) => {
        if (reply.op === 'ready') return resolve()
        if (reply.op === 'failed') return reject(fromThread(reply.error))
        if (reply.op === 'notify') return listeners.get(reply.listen)?.onPayload(reply.payload)
        const waiting = pending.get(reply.id)
        pending.delete(reply.id)
        if (reply.op === 'done') waiting?.resolve(reply.rows)
        else waiting?.reject(fromThread(reply.error))
      })
      const fail = (error: Error) => {
        reject(error)
        refuse(worker, error)
        if (worker === thread) lost(worker, error)
      }
      worker.once('error', fail)
      worker.once('exit', (code) => fail(new Error(`The PGlite thread exited (code ${code}).`)))
    })
    try {
      await ready
    } catch (error) {
      await worker.terminate()
      throw error
    }
    return worker
  }

  const lost = (worker: Worker, error: Error) => {
    thread = undefined
    down = new Error(`The database is restarting: ${error.message}`)
    log(`[db] ${error.message} Starting it again.`)
    // An 'error' is followed by the thread's exit: the new one opens the folder once this one has let it go.
    void worker.terminate().then(restart, restart)
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  /** One round of attempts; the thread takes queries again once its subscriptions listen again. */
  const restart = async () => {
    if (restarting || closed) return
    restarting = true
    try {
      for (const [attempt, delay] of delays.entries()) {
        await pause(delay)
        if (closed) return
        let worker: Worker | undefined
        try {
          worker = await start()
          for (const [listen, { channel }] of listeners) await post(worker, { op: 'listen', channel, listen })
        } catch (error) {
          await worker?.terminate()
          log(`[db] Starting the PGlite thread again failed (attempt ${attempt + 1} of ${delays.length}): ${error instanceof Error ? error.message : String(error)}`)
          continue
        }
        if (closed) {
          await worker.terminate()
          return
        }
        thread = worker
        down = undefined
        log(`[db] The PGlite thread is back (attempt ${attempt + 1}).`)
        return
      }
      log(`[db] The PGlite thread did not start again after ${delays.length} attempts; the next query tries again.`)
    } finally {
      restarting = false
    }
  }

  const ask = (request: Ask): Promise<unknown[] | undefined> => {
    if (closed) return Promise.reject(new Error('The database is closed.'))
    if (!thread) {
      // Down after a spent round of attempts: this query starts another (it is refused meanwhile).
      void restart()
      return Promise.reject(down ?? new Error('The database is restarting.'))
    }
    return post(thread, request)
  }

  thread = await start()

  const query = async <Row>(sql: string, params: readonly unknown[] = [], tx?: number) => ((await ask({ op: 'query', sql, params, tx })) ?? []) as Row[]
  return {
    kind: 'pglite',
    query: (sql, params) => query(sql, params),
    async exec(sql) {
      await ask({ op: 'exec', sql })
    },
    async transaction(work) {
      const tx = nextId
      await ask({ op: 'begin' })
      const inside: Queryable = { query: (sql, params) => query(sql, params, tx) }
      let result
      try {
        result = await work(inside)
      } catch (error) {
        await ask({ op: 'end', tx, commit: false })
        throw error
      }
      await ask({ op: 'end', tx, commit: true })
      return result
    },
    async listen(channel, onPayload) {
      const listen = nextId++
      listeners.set(listen, { channel, onPayload })
      try {
        await ask({ op: 'listen', channel, listen })
      } catch (error) {
        listeners.delete(listen)
        throw error
      }
      return async () => {
        // Once out of `listeners`, a thread started later does not listen for it again.
        listeners.delete(listen)
        if (thread && !closed) await ask({ op: 'unlisten', listen })
      }
    },
    async close() {
      if (closed) return
      closed = true
      wake()
      const last = thread
      thread = undefined
      if (!last) return
      await post(last, { op: 'close' })
      await last.terminate()
    },
  }
}
