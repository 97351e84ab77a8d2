import cluster, { type Worker } from 'node:cluster'
import { describeDatabase, type ServerConfig } from './config'
import { openPreparedDatabase } from './db/open'

/** A worker that dies this soon after it was started doubles the wait before the next (1 s up to 30 s): a crash loop backs off. */
const QUICK_DEATH_MS = 10_000
const FIRST_RESTART_MS = 1000
const MAX_RESTART_MS = 30_000
/** After SIGTERM, a worker gets its grace (SHUTDOWN_GRACE_MS) and this much more to close its database before it is killed. */
const EXIT_MARGIN_MS = 5000

/**
 * WORKERS > 1 (docs/operations.md, "Processes"): this process is Node's cluster primary. It migrates and seeds the
 * database once, before any worker opens it (two processes must never apply the same migration at once), then forks
 * `config.workers` server processes (serve.ts), which share PORT: the primary accepts connections and hands them out
 * round robin. It holds no app, no database and no request. A worker that dies is replaced (backing off when it dies
 * at once, e.g. the database is gone). SIGTERM or SIGINT is passed to every worker, each shuts down gracefully on its
 * own (stops accepting, finishes its requests, closes its sockets with a reconnect hint, releases its pool), and the
 * primary exits once they all have (a worker still there after its grace is killed).
 */
export async function runCluster(config: ServerConfig, log: (line: string) => void = (line) => console.log(line)): Promise<void> {
  const started = Date.now()
  const { db, seeded } = await openPreparedDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, { jobs: config.seedJobs })
  await db.close()
  const data = seeded ? `seeded ${config.seedJobs} jobs` : 'existing data'
  log(`Hireflow cluster: ${config.workers} server processes on http://localhost:${config.port} (${describeDatabase(config)}, ${data}, migrated in ${Date.now() - started} ms)`)

  let stopping = false
  let restartMs = FIRST_RESTART_MS
  /** The live workers and when each was started (cluster.workers may still list one that has exited). */
  const live = new Map<Worker, number>()
  const fork = () => {
    if (stopping) return
    live.set(cluster.fork(), Date.now())
  }
  const exited = new Promise<void>((resolve) => {
    cluster.on('exit', (worker, code, signal) => {
      const bornAt = live.get(worker) ?? 0
      live.delete(worker)
      if (stopping) {
        if (live.size === 0) resolve()
        return
      }
      const quick = Date.now() - bornAt < QUICK_DEATH_MS
      restartMs = quick ? Math.min(restartMs * 2, MAX_RESTART_MS) : FIRST_RESTART_MS
      log(`Hireflow cluster: process ${worker.process.pid} exited (${signal ?? `code ${code}`}); another starts in ${restartMs / 1000} s`)
      setTimeout(fork, restartMs)
    })
  })
  for (let i = 0; i < config.workers; i++) fork()

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log(`Hireflow cluster: ${signal}, stopping ${live.size} server processes`)
    if (live.size === 0) process.exit(0)
    // A worker of the same process group (Ctrl-C in a terminal) has the signal already; its shutdown runs once.
    for (const worker of live.keys()) worker.process.kill('SIGTERM')
    setTimeout(() => {
      for (const worker of live.keys()) {
        log(`Hireflow cluster: process ${worker.process.pid} still running after ${config.shutdownGraceMs + EXIT_MARGIN_MS} ms; killed`)
        worker.process.kill('SIGKILL')
      }
    }, config.shutdownGraceMs + EXIT_MARGIN_MS).unref()
    void exited.then(() => {
      log('Hireflow cluster: stopped')
      process.exit(0)
    })
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}
