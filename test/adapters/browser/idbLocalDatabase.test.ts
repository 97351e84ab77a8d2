import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { openDB } from 'idb'
import { idbLocalDatabase } from '../../../adapters/browser/index'
import { localDatabaseContract } from '../localDatabaseContract'

let counter = 0
const freshName = () => `hireflow-test-${++counter}`

describe('idbLocalDatabase (fake-indexeddb)', () => {
  localDatabaseContract(() => idbLocalDatabase(freshName()))

  it("creates the stores with their keyPath and indexes, in a database named 'hireflow' by default", async () => {
    await idbLocalDatabase().getAll('application')
    const db = await openDB('hireflow')
    expect([...db.objectStoreNames].sort()).toEqual(['application', 'partnerApplies'])
    const tx = db.transaction(['application', 'partnerApplies'])
    expect(tx.objectStore('application').keyPath).toBe('id')
    expect([...tx.objectStore('application').indexNames]).toEqual(['searchText'])
    expect([...tx.objectStore('partnerApplies').indexNames]).toEqual(['email'])
    db.close()
  })

  it('keeps rows across handles on the same database', async () => {
    const name = freshName()
    await idbLocalDatabase(name).put('partnerApplies', { id: 'p1', email: 'a@example.com' })
    expect(await idbLocalDatabase(name).get('partnerApplies', 'p1')).toEqual({ id: 'p1', email: 'a@example.com' })
  })
})
