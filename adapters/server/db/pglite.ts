import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { Db } from './db'

export interface PgliteOptions {
  /** Keeps the data in this folder; without it the database lives in memory. */
  readonly dataDir?: string
  /** Starts from a snapshot made by `dump()` (tests reuse one seeded database this way). */
  readonly snapshot?: Blob
  /** Postgres' shared_buffers (e.g. `32MB`); default PGlite's own (128MB). The server's is PGLITE_SHARED_BUFFERS. */
  readonly sharedBuffers?: string
}

/** A PGlite Db that can also snapshot itself. */
export interface PgliteDb extends Db {
  /** The whole data folder as a gzipped tarball. */
  dump(): Promise<Blob>
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * Text parameters as PostgreSQL gets them from `pg` (UTF-8, a lone surrogate as U+FFFD). PGlite encodes a lone
 * surrogate after other non-ASCII text as invalid UTF-8, which Postgres refuses: a 500 for text anyone can send.
 */
const wellFormed = (param: unknown) => (typeof param === 'string' ? param.replace(LONE_SURROGATE, '\ufffd') : param)

/** Opens embedded Postgres (PGlite). */
export async function openPglite(options: PgliteOptions = {}): Promise<PgliteDb> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true })
  const pg = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    ...(options.sharedBuffers ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] } : {}),
  })
  await pg.waitReady
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<Row>(sql, params.map(wellFormed))
      return result.rows
    },
    async exec(sql: string) {
      await pg.exec(sql)
    },
    transaction: (work) =>
      pg.transaction((tx) =>
        work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            return (await tx.query<Row>(sql, params as unknown[])).rows
          },
        }),
      ),
    async listen(channel, onPayload) {
      const stop = await pg.listen(channel, onPayload)
      return async () => {
        if (!pg.closed) await stop()
      }
    },
    async close() {
      await pg.close()
    },
    dump: () => pg.dumpDataDir('gzip'),
  }
}
