/** Rows of the browser's local database (IndexedDB in the browser), by table. */
export interface LocalDatabaseRows {
  application: { readonly id: string; readonly searchText: string }
  partnerApplies: { readonly id: string; readonly email: string; readonly [field: string]: unknown }
}
export type LocalTable = keyof LocalDatabaseRows

export interface LocalDatabasePort {
  get<T extends LocalTable>(table: T, id: string): Promise<LocalDatabaseRows[T] | undefined>
  getAll<T extends LocalTable>(table: T): Promise<LocalDatabaseRows[T][]>
  put<T extends LocalTable>(table: T, row: LocalDatabaseRows[T]): Promise<void>
  delete(table: LocalTable, id: string): Promise<void>
}
