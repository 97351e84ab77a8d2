import cluster from 'node:cluster'
import { serve } from '@hono/node-server'
import { warmPasswordStrength } from './identity/passwordStrength'
import { composeServer } from './compose'
import { describeDatabase, type ServerConfig } from './config'
import type { PreparedDatabase } from './db/open'
import { attachRealtime } from './realtime/attach'
import { shutDownGracefully } from './shutdown'
import { describeStartupPhases, markStartupPhase } from './startupPhases'

/** How long after listening the password scorer is built (its dictionaries loaded and indexed). */
const PASSWORD_WARM_UP_DELAY_MS = 1000

/**
 * One server process (main.ts runs it alone, or as each worker of the cluster): migrate, seed on first run (or take
 * `prepared`, the database main.ts began opening), serve app +
 * API + realtime on PORT; on SIGTERM or SIGINT shut down gracefully (shutdown.ts) and exit.
 */
export async function serveProcess(config: ServerConfig, prepared?: Promise<PreparedDatabase>): Promise<void> {
  const started = Date.now()
  const { app, seeded, close } = await composeServer(config, process.env, prepared)
  const server = serve({ fetch: app.fetch, port: config.port }, () => {
    markStartupPhase('listen')
    const data = seeded ? `seeded ${config.seedJobs} jobs` : 'existing data'
    const worker = cluster.isWorker ? `worker ${cluster.worker?.id} (process ${process.pid}) ` : ''
    console.log(`Hireflow ${worker}on http://localhost:${config.port} (${describeDatabase(config)}, ${data}, ready in ${Date.now() - started} ms; phases: ${describeStartupPhases()})`)
    // A moment after listening, so neither start-up nor the first answers wait for it (building the scorer holds the
    // event loop ~0.4 s); a failure only means the first new password scores cold.
    setTimeout(() => {
      warmPasswordStrength().catch((error: unknown) => console.warn('Password scorer not warmed:', error instanceof Error ? error.message : error))
    }, PASSWORD_WARM_UP_DELAY_MS).unref()
  })
  attachRealtime(server, app.realtime)
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    void shutDownGracefully({ server: server as import('node:http').Server, lifecycle: app.lifecycle, close, graceMs: config.shutdownGraceMs })
      .catch((error: unknown) => console.error('Hireflow shutdown failed:', error))
      .finally(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
