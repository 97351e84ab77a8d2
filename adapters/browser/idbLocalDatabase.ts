import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { LocalDatabasePort, LocalDatabaseRows, LocalTable } from '../../core/ports/localDatabase'

export const LOCAL_DATABASE_NAME = 'hireflow'
const LOCAL_DATABASE_VERSION = 1

interface HireflowDb extends DBSchema {
  application: { key: string; value: LocalDatabaseRows['application']; indexes: { searchText: string } }
  partnerApplies: { key: string; value: LocalDatabaseRows['partnerApplies']; indexes: { email: string } }
}

const open = (name: string): Promise<IDBPDatabase<HireflowDb>> =>
  openDB<HireflowDb>(name, LOCAL_DATABASE_VERSION, {
    upgrade(db) {
      db.createObjectStore('application', { keyPath: 'id' }).createIndex('searchText', 'searchText')
      db.createObjectStore('partnerApplies', { keyPath: 'id' }).createIndex('email', 'email')
    },
  })

/**
 * The LocalDatabasePort over IndexedDB (idb): database 'hireflow' with stores application (id, searchText) and
 * partnerApplies (id, email). Opens lazily on first use, so creating it costs nothing at start-up.
 */
export const idbLocalDatabase = (name: string = LOCAL_DATABASE_NAME): LocalDatabasePort => {
  let database: Promise<IDBPDatabase<HireflowDb>> | undefined
  const db = () => (database ??= open(name))
  return {
    get: async <T extends LocalTable>(table: T, id: string) =>
      (await db()).get(table, id) as Promise<LocalDatabaseRows[T] | undefined>,
    getAll: async <T extends LocalTable>(table: T) => (await db()).getAll(table) as Promise<LocalDatabaseRows[T][]>,
    put: async (table, row) => void (await (await db()).put(table, row)),
    delete: async (table, id) => (await db()).delete(table, id),
  }
}
