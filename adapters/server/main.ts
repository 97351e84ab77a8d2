import { serve } from '@hono/node-server'
import { warmPasswordStrength } from './identity/passwordStrength'
import { composeServer } from './compose'
import { describeDatabase, readConfig } from './config'
import { attachRealtime } from './realtime/attach'

/** `npm start` / `npm run serve`: migrate, seed on first run, serve app + API on PORT. */
async function main(): Promise<void> {
  const config = readConfig()
  const started = Date.now()
  const { app, seeded, close } = await composeServer(config)
  const server = serve({ fetch: app.fetch, port: config.port }, () => {
    const data = seeded ? `seeded ${config.seedJobs} jobs` : 'existing data'
    console.log(`Hireflow on http://localhost:${config.port} (${describeDatabase(config)}, ${data}, ready in ${Date.now() - started} ms)`)
    // After listening, so start-up never waits for it; a failure only means the first new password scores cold.
    setImmediate(() => {
      warmPasswordStrength().catch((error: unknown) => console.warn('Password scorer not warmed:', error instanceof Error ? error.message : error))
    })
  })
  attachRealtime(server, app.realtime)
  const stop = () => {
    server.close()
    void close().finally(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error('Hireflow could not start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
