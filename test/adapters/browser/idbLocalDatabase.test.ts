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
    expect([...db.objectStoreNames].sort()).toEqual(['application', 'applyDraft', 'partnerApplies'])
    const tx = db.transaction(['application', 'partnerApplies'])
    expect(tx.objectStore('application').keyPath).toBe('id')
    expect([...tx.objectStore('application').indexNames]).toEqual(['searchText'])
    expect([...tx.objectStore('partnerApplies').indexNames]).toEqual(['email'])
    db.close()
  })

  it('upgrades a version 1 database: its rows stay, the applyDraft store is added', async () => {
    const name = freshName()
    const v1 = await openDB(name, 1, {
      upgrade(db) {
        db.createObjectStore('application', { keyPath: 'id' }).createIndex('searchText', 'searchText')
        db.createObjectStore('partnerApplies', { keyPath: 'id' }).createIndex('email', 'email')
      },
    })
    await v1.put('partnerApplies', { id: 'p1', email: 'a@example.com' })
    v1.close()
    const upgraded = idbLocalDatabase(name)
    expect(await upgraded.get('partnerApplies', 'p1')).toEqual({ id: 'p1', email: 'a@example.com' })
    await upgraded.put('applyDraft', { id: 'j1', draft: {}, savedAt: 1 })
    expect(await upgraded.getAll('applyDraft')).toHaveLength(1)
  })

  it('keeps rows across handles on the same database', async () => {
    const name = freshName()
    await idbLocalDatabase(name).put('partnerApplies', { id: 'p1', email: 'a@example.com' })
    expect(await idbLocalDatabase(name).get('partnerApplies', 'p1')).toEqual({ id: 'p1', email: 'a@example.com' })
  })
})
