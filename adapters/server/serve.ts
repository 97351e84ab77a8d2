import cluster from 'node:cluster'
import { serve } from '@hono/node-server'
import { warmPasswordStrength } from './identity/passwordStrength'
import { composeServer } from './compose'
import { describeDatabase, type ServerConfig } from './config'
import { attachRealtime } from './realtime/attach'
import { shutDownGracefully } from './shutdown'

/**
 * One server process (main.ts runs it alone, or as each worker of the cluster): migrate, seed on first run, serve app +
 * API + realtime on PORT; on SIGTERM or SIGINT shut down gracefully (shutdown.ts) and exit.
 */
export async function serveProcess(config: ServerConfig): Promise<void> {
  const started = Date.now()
  const { app, seeded, close } = await composeServer(config)
  const server = serve({ fetch: app.fetch, port: config.port }, () => {
    const data = seeded ? `seeded ${config.seedJobs} jobs` : 'existing data'
    const worker = cluster.isWorker ? `worker ${cluster.worker?.id} (process ${process.pid}) ` : ''
    console.log(`Hireflow ${worker}on http://localhost:${config.port} (${describeDatabase(config)}, ${data}, ready in ${Date.now() - started} ms)`)
    // After listening, so start-up never waits for it; a failure only means the first new password scores cold.
    setImmediate(() => {
      warmPasswordStrength().catch((error: unknown) => console.warn('Password scorer not warmed:', error instanceof Error ? error.message : error))
    })
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
