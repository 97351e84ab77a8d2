import { createApp, type HireflowApp } from './app'
import { readAuthConfig } from './identity/config'
import type { ServerConfig } from './config'
import type { Db } from './db/db'
import { openDatabase, openPreparedDatabase, type PreparedDatabase } from './db/open'
import { createDiskFileStore } from './resumes/fileStore'
import { join } from 'node:path'
import { startAlertScheduler } from './alerts/delivery'
import { startResponseTimeRefresh } from './pros/responseRefresh'
import { createProStore } from './pros/store'
import { createOffsetClock } from './alerts/devClock'
import { markStartupPhase } from './startupPhases'

/** What `main.ts` and `dev.ts` serve and later shut down. */
export interface ComposedServer {
  readonly app: HireflowApp
  readonly db: Db
  /** Whether the database was seeded now (first run). */
  readonly seeded: boolean
  /** Stops the alert scheduler (its running tick finished: the outbox flushed) and the response-time refresh, and releases the database. */
  close(): Promise<void>
}

/**
 * The server's one composition: opens, migrates and seeds the database, keeps resumes in DATA_DIR/resumes (or the S3 bucket), reads the sign-in, mail and rate-limit
 * settings from `env`, and builds the app on them. `prepared`: the database openPreparedDatabase already began opening (main.ts
 * opens it while the app's modules load). `main.ts` and `dev.ts` differ only in what they put around it.
 */
export async function composeServer(config: ServerConfig, env: NodeJS.ProcessEnv = process.env, prepared?: Promise<PreparedDatabase>): Promise<ComposedServer> {
  const { db, seeded } = await (prepared ?? openPreparedDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteSharedBuffers: config.pgliteSharedBuffers }, { jobs: config.seedJobs }))
  // READ_DATABASE_URL: searches and suggestions read from the replica (never migrated or written here).
  const readDb = config.readDatabaseUrl ? await openDatabase({ databaseUrl: config.readDatabaseUrl }) : undefined
  const { publicOrigin, allowedHosts } = config
  // With an S3-compatible store configured, resume files live in its bucket and browsers may upload straight to it
  // (the s3 upload method); without one, in DATA_DIR/resumes. The SDK loads only then.
  const s3 = config.s3 ? await import('./resumes/s3') : null
  const client = config.s3 && s3 ? s3.createS3Client(config.s3) : null
  const resumeFiles = config.s3 && s3 && client ? s3.createS3FileStore(config.s3, client) : createDiskFileStore(join(config.dataDir, 'resumes'))
  const resumeUploads = config.s3 && s3 && client ? s3.createS3Staging(config.s3, client) : undefined
  // DEV_CLOCK=1 (never in production): the alerts run on a clock POST /dev/clock moves ahead (docs/operations.md).
  const devClock = env.DEV_CLOCK === '1' && env.NODE_ENV !== 'production' ? createOffsetClock() : undefined
  const app = createApp({ db, readDb, distDir: config.distDir, apiUrl: config.apiUrl, jaxApiUrl: config.jaxApiUrl, publicOrigin, allowedHosts, resumeFiles, resumeUploads, alerts: { devClock }, requestTimeoutMs: config.requestTimeoutMs, admission: config.admission, suspicion: {}, mapTileUrl: env.VITE_MAP_TILE_URL || undefined, ...readAuthConfig(env) })
  markStartupPhase('app')
  // Every process runs the scheduler; the alerts' claim keeps each digest single across processes (docs/decisions.md).
  const scheduler = startAlertScheduler(app.alerts.delivery, alertTickMs(env))
  // On the same tick: the Pros' cached response times that aged out of their 90-day window are renewed (migration 044).
  const responseTimes = startResponseTimeRefresh(createProStore(db), alertTickMs(env), () => new Date(), (error) => console.error('[server] response-time refresh failed', error))
  return {
    app,
    db,
    seeded,
    // The scheduler's running tick finishes first: the digests it claimed are recorded and handed to SMTP (the
    // outbox flushed), then the database goes.
    close: async () => {
      await scheduler.stop()
      await responseTimes.stop()
      await app.realtime.close()
      await readDb?.close()
      await db.close()
    },
  }
}

/** How often the alert scheduler looks for due alerts: ALERTS_TICK_MS, default a minute. */
const alertTickMs = (env: NodeJS.ProcessEnv): number => {
  const ms = Number(env.ALERTS_TICK_MS)
  return Number.isInteger(ms) && ms >= 1000 ? ms : 60_000
}
