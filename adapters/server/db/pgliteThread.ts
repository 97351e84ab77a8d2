/**
 * The thread that owns PGlite for the server (db/pgliteWorker.ts starts it and speaks to it). A query runs
 * synchronously in PGlite's WebAssembly, so on the server's own thread a 200 ms search stalls every other answer,
 * cache hits included; here it stalls only this thread. Runs on Node's own type stripping: plain erasable TypeScript,
 * no relative imports (so db/pglite.ts's few lines of opening are repeated here).
 */
import { mkdir } from 'node:fs/promises'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'

/** What the server thread asks; every request but 'notify' is answered with its id. */
export type ThreadRequest =
  | { readonly id: number; readonly op: 'query'; readonly sql: string; readonly params: readonly unknown[]; readonly tx?: number }
  | { readonly id: number; readonly op: 'exec'; readonly sql: string }
  | { readonly id: number; readonly op: 'begin' }
  | { readonly id: number; readonly op: 'end'; readonly tx: number; readonly commit: boolean }
  /** `listen` names the subscription (its notifications carry it): the same across a restart of the thread. */
  | { readonly id: number; readonly op: 'listen'; readonly channel: string; readonly listen: number }
  | { readonly id: number; readonly op: 'unlisten'; readonly listen: number }
  | { readonly id: number; readonly op: 'close' }

/** An error as it crosses threads: its message and PostgreSQL's fields (code, detail, constraint...). */
export type ThreadError = { readonly message: string } & Record<string, unknown>

export type ThreadReply =
  | { readonly op: 'ready' }
  | { readonly op: 'failed'; readonly error: ThreadError }
  | { readonly op: 'done'; readonly id: number; readonly rows?: unknown[] }
  | { readonly op: 'error'; readonly id: number; readonly error: ThreadError }
  | { readonly op: 'notify'; readonly listen: number; readonly payload: string }

export interface ThreadOptions {
  readonly dataDir?: string
  readonly sharedBuffers?: string
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
/** As db/pglite.ts: a lone surrogate becomes U+FFFD, as `pg` sends it, instead of invalid UTF-8 Postgres refuses. */
const wellFormed = (param: unknown) => (typeof param === 'string' ? param.replace(LONE_SURROGATE, '\ufffd') : param)

/** How 'end' without commit rolls a transaction back (pg.transaction rolls back on a rejection). */
const ROLLED_BACK = new Error('rolled back')

function asThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error) }
  const fields: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(error)) if (typeof value === 'string' || typeof value === 'number') fields[key] = value
  return { ...fields, name: error.name, message: error.message }
}

async function serve(port: NonNullable<typeof parentPort>, options: ThreadOptions): Promise<void> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true })
  const pg = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.sharedBuffers ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] } : {}),
  })
  await pg.waitReady
  const transactions = new Map<number, { readonly tx: Transaction; readonly outcome: Promise<void>; readonly end: (commit: boolean) => void }>()
  const listening = new Map<number, () => Promise<void>>()
  const reply = (message: ThreadReply) => port.postMessage(message)

  const handle = async (request: ThreadRequest): Promise<unknown[] | undefined> => {
    switch (request.op) {
      case 'query': {
        const on = request.tx === undefined ? pg : transactions.get(request.tx)?.tx
        if (!on) throw new Error('This transaction has ended.')
        return (await on.query(request.sql, request.params.map(wellFormed))).rows
      }
      case 'exec':
        await pg.exec(request.sql)
        return undefined
      case 'begin': {
        // Answered once the transaction holds PGlite (other queries wait for it); 'end' commits or rolls it back.
        let begun = () => {}
        const started = new Promise<void>((resolve) => (begun = resolve))
        const outcome = pg.transaction((tx) => new Promise<void>((commit, rollback) => {
          transactions.set(request.id, { tx, outcome, end: (ok) => (ok ? commit() : rollback(ROLLED_BACK)) })
          begun()
        }))
        await Promise.race([started, outcome])
        return undefined
      }
      case 'end': {
        const open = transactions.get(request.tx)
        if (!open) throw new Error('This transaction has ended.')
        transactions.delete(request.tx)
        open.end(request.commit)
        await open.outcome.catch((error: unknown) => {
          if (error !== ROLLED_BACK) throw error
        })
        return undefined
      }
      case 'listen':
        listening.set(request.listen, await pg.listen(request.channel, (payload) => reply({ op: 'notify', listen: request.listen, payload })))
        return undefined
      case 'unlisten':
        await listening.get(request.listen)?.()
        listening.delete(request.listen)
        return undefined
      case 'close':
        await pg.close()
        return undefined
    }
  }

  port.on('message', (request: ThreadRequest) => {
    handle(request).then(
      (rows) => reply({ op: 'done', id: request.id, rows }),
      (error: unknown) => reply({ op: 'error', id: request.id, error: asThreadError(error) }),
    )
  })
  reply({ op: 'ready' })
}

if (parentPort) {
  const port = parentPort
  serve(port, workerData as ThreadOptions).catch((error: unknown) => port.postMessage({ op: 'failed', error: asThreadError(error) } satisfies ThreadReply))
}
