import { DEFAULT_SEED_JOBS, MAX_SEED_JOBS } from './seed/seed'

/** The server's settings, read once from the environment. */
export interface ServerConfig {
  readonly port: number
  readonly databaseUrl?: string
  readonly dataDir: string
  readonly distDir: string
  readonly seedJobs: number
  readonly apiUrl?: string
  readonly jaxApiUrl?: string
}

function positiveInt(text: string | undefined, fallback: number, max: number): number {
  const n = Number(text)
  return text && Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback
}

/** PORT (3000), DATABASE_URL, DATA_DIR (./data), DIST_DIR (./dist), SEED_JOBS (20000), API_URL, JAX_API_URL. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: positiveInt(env.PORT, 3000, 65_535),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data',
    distDir: env.DIST_DIR || './dist',
    seedJobs: positiveInt(env.SEED_JOBS, DEFAULT_SEED_JOBS, MAX_SEED_JOBS),
    apiUrl: env.API_URL || undefined,
    jaxApiUrl: env.JAX_API_URL || undefined,
  }
}

/** The database as a log line shows it: never the connection string (it may hold a password). */
export function describeDatabase(config: ServerConfig): string {
  if (!config.databaseUrl) return `PGlite in ${config.dataDir}`
  try {
    const url = new URL(config.databaseUrl)
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`
  } catch {
    return 'PostgreSQL (DATABASE_URL)'
  }
}
