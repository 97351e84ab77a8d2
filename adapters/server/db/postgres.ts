import pg from 'pg'
import type { Db } from './db'

export interface PostgresOptions {
  /** Every connection uses this schema first (tests isolate runs this way). */
  readonly schema?: string
  /** Pool size; the default suits one server process. */
  readonly maxConnections?: number
}

/** Opens a PostgreSQL server through a connection pool (`DATABASE_URL`). */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  })
  // Fail now, with the pool's own error, rather than on the first request.
  const probe = await pool.connect()
  probe.release()
  const listeners = new Set<Listening>()
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, params as unknown[])
      return result.rows as Row[]
    },
    async exec(sql: string) {
      await pool.query(sql)
    },
    async transaction(work) {
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        await client.query('BEGIN')
        const result = await work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            return (await client.query(sql, params as unknown[])).rows as Row[]
          },
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        // A connection that cannot even roll back is dropped from the pool rather than reused.
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error('ROLLBACK failed')
        })
        throw error
      } finally {
        client.release(broken)
      }
    },
    async listen(channel, onPayload) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error('Invalid channel name.')
      const listening = await listenAgainWhenDropped(connectionString, channel, onPayload)
      listeners.add(listening)
      return async () => {
        if (!listeners.delete(listening)) return
        await listening.stop()
      }
    },
    async close() {
      await Promise.all([...listeners].map((listening) => listening.stop()))
      listeners.clear()
      await pool.end()
    },
  }
}

/** How long a dropped LISTEN connection waits before trying again: doubling from 1 s, at most 30 s. */
export const LISTEN_RETRY_MS = { first: 1_000, max: 30_000 } as const

interface Listening {
  stop(): Promise<void>
}

/**
 * LISTEN on a connection of its own, outside the pool (a pooled one would be handed to other queries and lose the
 * LISTEN). When the connection drops (the server restarted, a network cut) it is opened again, with backoff, until
 * stopped: a process must not go deaf to the other processes' events for the rest of its life. Events raised while
 * it was away are lost; the realtime clients resume from the last notification id they saw.
 */
async function listenAgainWhenDropped(connectionString: string, channel: string, onPayload: (payload: string) => void): Promise<Listening> {
  let stopped = false
  let client: pg.Client | null = null
  let retry: ReturnType<typeof setTimeout> | undefined
  let delay: number = LISTEN_RETRY_MS.first
  const open = async () => {
    const next = new pg.Client({ connectionString })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload)
    })
    next.on('error', (error) => console.error(`[db] listening connection (${channel}) failed:`, error.message))
    next.on('end', () => {
      if (stopped || client !== next) return
      client = null
      again()
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${channel}`)
    } catch (error) {
      await next.end().catch(() => {})
      throw error
    }
    client = next
    delay = LISTEN_RETRY_MS.first
  }
  const again = () => {
    if (stopped) return
    retry = setTimeout(() => {
      open().then(
        () => console.log(`[db] listening on ${channel} again`),
        (error: unknown) => {
          console.error(`[db] listening on ${channel} again failed:`, error instanceof Error ? error.message : error)
          delay = Math.min(delay * 2, LISTEN_RETRY_MS.max)
          again()
        },
      )
    }, delay)
  }
  await open()
  return {
    async stop() {
      stopped = true
      clearTimeout(retry)
      const last = client
      client = null
      await last?.end()
    },
  }
}
