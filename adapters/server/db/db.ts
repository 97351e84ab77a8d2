/**
 * The server's one view of its database: Postgres, embedded (PGlite) or a server (pg).
 * Both speak the same SQL; parameters are positional ($1, $2, ...).
 */
export interface Db {
  /** Which engine answers: for logs and benchmarks only; the SQL is the same. */
  readonly kind: 'pglite' | 'postgres'
  /** Runs one statement with parameters and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws (the
   * error is passed on). Inside, query through `tx` only: on PGlite any other query waits for the transaction.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * Hears `NOTIFY channel` (pg_notify) from any connection or process on this database: PGlite in-process, PostgreSQL
   * on a dedicated connection of its own (LISTEN cannot share a pooled one). Resolves once listening, to a stop.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  /** Releases the database; the Db must not be used afterwards. */
  close(): Promise<void>
}

/** What a store needs of the database: the whole Db, or a transaction's `tx`. */
export type Queryable = Pick<Db, 'query'>
