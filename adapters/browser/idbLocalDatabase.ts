import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { LocalDatabasePort, LocalDatabaseRows, LocalTable } from '../../core/ports/localDatabase'

export const LOCAL_DATABASE_NAME = 'hireflow'
// 2: the applyDraft store (Easy Apply drafts).
const LOCAL_DATABASE_VERSION = 2

interface HireflowDb extends DBSchema {
  application: { key: string; value: LocalDatabaseRows['application']; indexes: { searchText: string } }
  partnerApplies: { key: string; value: LocalDatabaseRows['partnerApplies']; indexes: { email: string } }
  applyDraft: { key: string; value: LocalDatabaseRows['applyDraft'] }
}

const open = (name: string): Promise<IDBPDatabase<HireflowDb>> =>
  openDB<HireflowDb>(name, LOCAL_DATABASE_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('application', { keyPath: 'id' }).createIndex('searchText', 'searchText')
        db.createObjectStore('partnerApplies', { keyPath: 'id' }).createIndex('email', 'email')
      }
      if (oldVersion < 2) db.createObjectStore('applyDraft', { keyPath: 'id' })
    },
  })

/**
 * The LocalDatabasePort over IndexedDB (idb): database 'hireflow' with stores application (id, searchText) and
 * partnerApplies (id, email), and applyDraft (id = job id, draft, savedAt). Opens lazily on first use, so creating it costs nothing at start-up.
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
