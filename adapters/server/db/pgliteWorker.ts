import { Worker } from 'node:worker_threads'
import type { Db, Queryable } from './db'
import type { ThreadError, ThreadOptions, ThreadReply, ThreadRequest } from './pgliteThread'

/** The thread's own file: the source under tsx and vitest, dist-server/pgliteThread.js beside the bundled server. */
const THREAD_URL = new URL(import.meta.url.endsWith('.ts') ? './pgliteThread.ts' : './pgliteThread.js', import.meta.url)

type Ask = { [Op in ThreadRequest['op']]: Omit<Extract<ThreadRequest, { op: Op }>, 'id'> }[ThreadRequest['op']]

function fromThread(error: ThreadError): Error {
  return Object.assign(new Error(error.message), error)
}

/**
 * PGlite in a worker thread of its own (db/pgliteThread.ts), the server's default on PGlite: its queries still run one
 * at a time, but no longer on the thread that answers HTTP, so cached answers, static files and refusals go on while
 * a search runs. The same Db: transactions hold PGlite until they end, and notifications reach `listen` before the
 * answer of the statement that sent them (one ordered message port), as in-process.
 */
export async function openPgliteWorker(options: ThreadOptions = {}): Promise<Db> {
  const worker = new Worker(THREAD_URL, { workerData: options })
  const pending = new Map<number, { readonly resolve: (rows: unknown[] | undefined) => void; readonly reject: (error: Error) => void }>()
  const listeners = new Map<number, (payload: string) => void>()
  let nextId = 1
  let gone: Error | undefined

  const ask = (request: Ask): Promise<unknown[] | undefined> => {
    if (gone) return Promise.reject(gone)
    const id = nextId++
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject })
      worker.postMessage({ ...request, id })
    })
  }
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: ThreadReply) => {
      if (reply.op === 'ready') return resolve()
      if (reply.op === 'failed') return reject(fromThread(reply.error))
      if (reply.op === 'notify') return listeners.get(reply.listen)?.(reply.payload)
      const waiting = pending.get(reply.id)
      pending.delete(reply.id)
      if (reply.op === 'done') waiting?.resolve(reply.rows)
      else waiting?.reject(fromThread(reply.error))
    })
    const fail = (error: Error) => {
      gone = error
      reject(error)
      for (const waiting of pending.values()) waiting.reject(error)
      pending.clear()
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
      const id = nextId
      listeners.set(id, onPayload)
      try {
        await ask({ op: 'listen', channel })
      } catch (error) {
        listeners.delete(id)
        throw error
      }
      return async () => {
        listeners.delete(id)
        if (!gone) await ask({ op: 'unlisten', listen: id })
      }
    },
    async close() {
      if (gone) return
      await ask({ op: 'close' })
      gone = new Error('The database is closed.')
      await worker.terminate()
    },
  }
}
