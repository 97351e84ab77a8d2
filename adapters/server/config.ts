import { availableParallelism } from 'node:os'
import { normalizeHost, parsePublicOrigin } from './http/publicOrigin'
import { DEFAULT_SEED_JOBS, MAX_SEED_JOBS } from './seed/limits'

/** The server's settings, read once from the environment. */
export interface ServerConfig {
  readonly port: number
  readonly databaseUrl?: string
  /** A read replica of DATABASE_URL's database (READ_DATABASE_URL): job searches and suggestions read there. */
  readonly readDatabaseUrl?: string
  /** Server processes on PORT (WORKERS: a number, or `auto` for one per core; default 1). More than 1 needs DATABASE_URL. */
  readonly workers: number
  readonly dataDir: string
  /** PGlite's shared_buffers (PGLITE_SHARED_BUFFERS, e.g. 64MB; docs/operations.md, "Start-up"): what it holds resident for cached pages. */
  readonly pgliteSharedBuffers: string
  readonly distDir: string
  readonly seedJobs: number
  readonly apiUrl?: string
  readonly jaxApiUrl?: string
  /** Where every link the server hands out points (mails, OAuth redirect_uri): PUBLIC_ORIGIN, without a trailing slash. */
  readonly publicOrigin: string
  /** Hosts besides the public origin's that may ask for mailed links (ALLOWED_HOSTS; in development the loopback names on PORT). */
  readonly allowedHosts: readonly string[]
  /** The S3-compatible store for resume files and direct browser uploads (S3_*); unset: the data folder, no s3 uploads. */
  readonly s3?: S3Config
  /** In-flight requests get this long at shutdown (SHUTDOWN_GRACE_MS, default 10 s). */
  readonly shutdownGraceMs: number
  /** An API request unanswered after this long gets 503 (REQUEST_TIMEOUT_MS, default 30 s). */
  readonly requestTimeoutMs: number
  /** API work at once, and waiting, before 503 (ADMISSION_MAX_CONCURRENT, ADMISSION_MAX_QUEUE, ADMISSION_MAX_WAIT_MS). */
  readonly admission: { readonly maxConcurrent: number; readonly maxQueue: number; readonly maxWaitMs: number }
}

/** An S3-compatible store (AWS S3, MinIO, R2, s3rver...): S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY. */
export interface S3Config {
  /** The store's address as browsers reach it (presigned URLs point there); unset: AWS's own for the region. */
  readonly endpoint?: string
  readonly bucket: string
  readonly region: string
  readonly accessKeyId: string
  readonly secretAccessKey: string
}

/**
 * The S3 settings, or undefined when S3_BUCKET is unset. With a bucket, the keys must be set too (a one-line Error
 * names the missing one, never a value); S3_REGION defaults to us-east-1.
 */
export function readS3Config(env: NodeJS.ProcessEnv = process.env): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[name]) throw new Error(`S3_BUCKET is set but ${name} is not: set both S3 keys, or unset S3_BUCKET to keep resumes in the data folder.`)
  }
  if (env.S3_ENDPOINT) {
    try {
      new URL(env.S3_ENDPOINT)
    } catch {
      throw new Error('S3_ENDPOINT is not a URL (e.g. https://s3.example.com or http://127.0.0.1:9000).')
    }
  }
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  }
}

function positiveInt(text: string | undefined, fallback: number, max: number): number {
  const n = Number(text)
  return text && Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback
}

/**
 * The public origin and the other hosts that may ask for mail. Production needs PUBLIC_ORIGIN; development defaults
 * to http://localhost:PORT and also answers for localhost, 127.0.0.1 and [::1] on PORT (so 127.0.0.1 works too).
 */
function readPublicOrigin(env: NodeJS.ProcessEnv, port: number): Pick<ServerConfig, 'publicOrigin' | 'allowedHosts'> {
  const production = env.NODE_ENV === 'production'
  if (production && !env.PUBLIC_ORIGIN) {
    throw new Error('PUBLIC_ORIGIN is required in production: the address users open (e.g. PUBLIC_ORIGIN=https://hireflow.example), where mailed links and sign-in redirects point.')
  }
  const publicOrigin = parsePublicOrigin(env.PUBLIC_ORIGIN || `http://localhost:${port}`)
  const protocol = new URL(publicOrigin).protocol
  const listed = (env.ALLOWED_HOSTS ?? '').split(',').map((host) => host.trim()).filter((host) => host !== '')
  const allowedHosts = listed.map((host) => {
    const normal = normalizeHost(host, protocol)
    if (normal === null) throw new Error(`ALLOWED_HOSTS holds "${host.slice(0, 100)}", which is not a host or host:port.`)
    return normal
  })
  const loopback = production ? [] : [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]
  return { publicOrigin, allowedHosts: [...loopback, ...allowedHosts] }
}

/**
 * PORT (3000), DATABASE_URL, DATA_DIR (./data), DIST_DIR (./dist), SEED_JOBS (20000), API_URL, JAX_API_URL,
 * PUBLIC_ORIGIN (required in production) and ALLOWED_HOSTS (comma separated). Throws a one-line Error on a
 * missing or malformed PUBLIC_ORIGIN or ALLOWED_HOSTS.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = positiveInt(env.PORT, 3000, 65_535)
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    ...readProcesses(env),
    dataDir: env.DATA_DIR || './data',
    pgliteSharedBuffers: readSharedBuffers(env.PGLITE_SHARED_BUFFERS),
    distDir: env.DIST_DIR || './dist',
    seedJobs: positiveInt(env.SEED_JOBS, DEFAULT_SEED_JOBS, MAX_SEED_JOBS),
    apiUrl: env.API_URL || undefined,
    jaxApiUrl: env.JAX_API_URL || undefined,
    ...readPublicOrigin(env, port),
    s3: readS3Config(env),
    shutdownGraceMs: positiveInt(env.SHUTDOWN_GRACE_MS, 10_000, 600_000),
    requestTimeoutMs: positiveInt(env.REQUEST_TIMEOUT_MS, 30_000, 600_000),
    admission: {
      maxConcurrent: positiveInt(env.ADMISSION_MAX_CONCURRENT, 32, 10_000),
      maxQueue: positiveInt(env.ADMISSION_MAX_QUEUE, 200, 100_000),
      maxWaitMs: positiveInt(env.ADMISSION_MAX_WAIT_MS, 5000, 600_000),
    },
  }
}

/** PGlite's shared_buffers unless PGLITE_SHARED_BUFFERS says otherwise (PGlite's own default is 128MB). */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '64MB'

/** PGLITE_SHARED_BUFFERS: a size Postgres reads (16MB to 4GB, in kB, MB or GB); unset, the default. */
function readSharedBuffers(text: string | undefined): string {
  if (!text) return DEFAULT_PGLITE_SHARED_BUFFERS
  const match = /^(\d+)(kB|MB|GB)$/.exec(text)
  const mb = match ? Number(match[1]) / (match[2] === 'kB' ? 1024 : match[2] === 'GB' ? 1 / 1024 : 1) : NaN
  if (!(mb >= 16 && mb <= 4096)) throw new Error('PGLITE_SHARED_BUFFERS must be a size from 16MB to 4GB, such as 64MB or 1GB.')
  return text
}

/** The most WORKERS a server runs: each holds a pool of 10 connections and a LISTEN one (PostgreSQL's default max_connections is 100). */
export const MAX_WORKERS = 64

/**
 * WORKERS and READ_DATABASE_URL (docs/operations.md, "Processes"). Both need PostgreSQL: PGlite is one process per
 * data folder, and it has no replica. Throws a one-line Error on a malformed or impossible setting.
 */
function readProcesses(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'workers' | 'readDatabaseUrl'> {
  const text = (env.WORKERS ?? '').trim()
  const workers = text === '' ? 1 : text === 'auto' ? availableParallelism() : Number(text)
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) {
    throw new Error(`WORKERS is "${text.slice(0, 20)}": set a whole number of server processes from 1 to ${MAX_WORKERS}, or auto (one per core).`)
  }
  if (workers > 1 && !env.DATABASE_URL) {
    throw new Error('WORKERS above 1 needs DATABASE_URL: the embedded PGlite database belongs to one process. Set DATABASE_URL to a PostgreSQL server, or WORKERS=1.')
  }
  const readDatabaseUrl = env.READ_DATABASE_URL || undefined
  if (readDatabaseUrl && !env.DATABASE_URL) {
    throw new Error('READ_DATABASE_URL needs DATABASE_URL: a read replica is a replica of a PostgreSQL primary.')
  }
  return { workers, readDatabaseUrl }
}

/** The database as a log line shows it: never the connection string (it may hold a password). */
export function describeDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'readDatabaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite in ${config.dataDir}`
  const where = (connection: string, name: string) => {
    try {
      const url = new URL(connection)
      return `${url.hostname}:${url.port || 5432}${url.pathname}`
    } catch {
      return name
    }
  }
  const replica = config.readDatabaseUrl ? `, searches read from ${where(config.readDatabaseUrl, 'READ_DATABASE_URL')}` : ''
  return `PostgreSQL at ${where(config.databaseUrl, 'DATABASE_URL')}${replica}`
}
