/** Rows of the browser's local database (IndexedDB in the browser), by table. */
export interface LocalDatabaseRows {
  application: { readonly id: string; readonly searchText: string }
  partnerApplies: { readonly id: string; readonly email: string; readonly [field: string]: unknown }
  /** The Easy Apply draft of one job (id = the job id): core/apply's ApplyDraft, validated when read (readDraft). */
  applyDraft: { readonly id: string; readonly draft: unknown; readonly savedAt: number }
}
export type LocalTable = keyof LocalDatabaseRows

export interface LocalDatabasePort {
  get<T extends LocalTable>(table: T, id: string): Promise<LocalDatabaseRows[T] | undefined>
  getAll<T extends LocalTable>(table: T): Promise<LocalDatabaseRows[T][]>
  put<T extends LocalTable>(table: T, row: LocalDatabaseRows[T]): Promise<void>
  delete(table: LocalTable, id: string): Promise<void>
}
