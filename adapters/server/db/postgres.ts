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
  const listeners = new Set<pg.Client>()
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
      // Its own connection, outside the pool: a pooled one would be handed to other queries and lose the LISTEN.
      const client = new pg.Client({ connectionString })
      await client.connect()
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload)
      })
      // A dropped listening connection is reported by the pool's owner's error log, not thrown at an unrelated query.
      client.on('error', (error) => console.error('[db] listening connection failed:', error.message))
      await client.query(`LISTEN ${channel}`)
      listeners.add(client)
      return async () => {
        if (!listeners.delete(client)) return
        await client.end()
      }
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end()))
      listeners.clear()
      await pool.end()
    },
  }
}
