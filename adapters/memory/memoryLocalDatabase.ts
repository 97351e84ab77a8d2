import type { LocalDatabasePort, LocalDatabaseRows, LocalTable } from '../../core/ports/localDatabase'

/** The local database in memory. Rows are copied in and out, as IndexedDB's structured clone does. */
export const memoryLocalDatabase = (
  initial: { readonly [T in LocalTable]?: readonly LocalDatabaseRows[T][] } = {},
): LocalDatabasePort => {
  const tables: { [T in LocalTable]: Map<string, LocalDatabaseRows[T]> } = {
    application: new Map((initial.application ?? []).map((row) => [row.id, structuredClone(row)])),
    partnerApplies: new Map((initial.partnerApplies ?? []).map((row) => [row.id, structuredClone(row)])),
    applyDraft: new Map((initial.applyDraft ?? []).map((row) => [row.id, structuredClone(row)])),
  }
  const table = <T extends LocalTable>(name: T) => tables[name] as Map<string, LocalDatabaseRows[T]>
  return {
    get: async (name, id) => {
      const row = table(name).get(id)
      return row === undefined ? undefined : structuredClone(row)
    },
    getAll: async (name) => [...table(name).values()].map((row) => structuredClone(row)),
    put: async (name, row) => void table(name).set(row.id, structuredClone(row)),
    delete: async (name, id) => void table(name).delete(id),
  }
}
