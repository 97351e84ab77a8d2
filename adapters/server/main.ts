import cluster from 'node:cluster'
import { readConfig } from './config'

/**
 * `npm start` / `npm run serve` (node dist-server/main.js): one server process, or with WORKERS above 1 a cluster
 * primary that prepares the database once and runs that many server processes on PORT (cluster.ts). Each part is
 * imported only where it runs: the primary never loads the app.
 */
async function main(): Promise<void> {
  const config = readConfig()
  if (config.workers > 1 && cluster.isPrimary) return (await import('./cluster')).runCluster(config)
  return (await import('./serve')).serveProcess(config)
}

main().catch((error: unknown) => {
  console.error('Hireflow could not start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
