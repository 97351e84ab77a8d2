import type { Hono } from 'hono'
import { createApp } from './app'
import { readAuthConfig } from './identity/config'
import type { ServerConfig } from './config'
import type { Db } from './db/db'
import { openPreparedDatabase } from './db/open'
import { createDiskFileStore } from './resumes/fileStore'
import { join } from 'node:path'

/** What `main.ts` and `dev.ts` serve and later shut down. */
export interface ComposedServer {
  readonly app: Hono
  readonly db: Db
  /** Whether the database was seeded now (first run). */
  readonly seeded: boolean
  /** Releases the database. */
  close(): Promise<void>
}

/**
 * The server's one composition: opens, migrates and seeds the database, keeps resumes in DATA_DIR/resumes, reads the sign-in, mail and rate-limit
 * settings from `env`, and builds the app on them. `main.ts` and `dev.ts` differ only in what they put around it.
 */
export async function composeServer(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): Promise<ComposedServer> {
  const { db, seeded } = await openPreparedDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, { jobs: config.seedJobs })
  const { publicOrigin, allowedHosts } = config
  const app = createApp({ db, distDir: config.distDir, apiUrl: config.apiUrl, jaxApiUrl: config.jaxApiUrl, publicOrigin, allowedHosts, resumeFiles: createDiskFileStore(join(config.dataDir, 'resumes')), ...readAuthConfig(env) })
  return { app, db, seeded, close: () => db.close() }
}
