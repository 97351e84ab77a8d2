import { expect, it } from 'vitest'
import type { LocalDatabasePort } from '../../core/ports/localDatabase'

/** The behaviour every LocalDatabasePort shares; run against the memory and IndexedDB adapters. */
export const localDatabaseContract = (create: () => LocalDatabasePort) => {
  it('puts, gets, lists and deletes rows per table', async () => {
    const db = create()
    await db.put('application', { id: 'a1', searchText: 'nurse austin' })
    await db.put('partnerApplies', { id: 'p1', email: 'ada@example.com', jobId: 'j1' })
    expect(await db.get('application', 'a1')).toEqual({ id: 'a1', searchText: 'nurse austin' })
    expect(await db.get('partnerApplies', 'p1')).toEqual({ id: 'p1', email: 'ada@example.com', jobId: 'j1' })
    expect(await db.get('application', 'p1')).toBeUndefined()
    await db.put('application', { id: 'a2', searchText: 'welder' })
    expect((await db.getAll('application')).map((row) => row.id).sort()).toEqual(['a1', 'a2'])
    await db.delete('application', 'a1')
    expect(await db.getAll('application')).toEqual([{ id: 'a2', searchText: 'welder' }])
  })

  it('replaces a row put again under the same id', async () => {
    const db = create()
    await db.put('application', { id: 'a1', searchText: 'old' })
    await db.put('application', { id: 'a1', searchText: 'new' })
    expect(await db.getAll('application')).toEqual([{ id: 'a1', searchText: 'new' }])
  })

  it('hands out copies, so changing a returned row changes nothing stored', async () => {
    const db = create()
    const row = { id: 'p1', email: 'a@example.com', tags: ['x'] }
    await db.put('partnerApplies', row)
    row.tags.push('mutated')
    const read = await db.get('partnerApplies', 'p1')
    ;(read?.['tags'] as string[]).push('again')
    expect(await db.get('partnerApplies', 'p1')).toEqual({ id: 'p1', email: 'a@example.com', tags: ['x'] })
  })

  it('deleting a missing row is not an error', async () => {
    await expect(create().delete('application', 'nope')).resolves.toBeUndefined()
  })

  it('keeps an apply draft per job', async () => {
    const db = create()
    await db.put('applyDraft', { id: 'job-1', draft: { firstName: 'Ada' }, savedAt: 1 })
    await db.put('applyDraft', { id: 'job-1', draft: { firstName: 'Augusta' }, savedAt: 2 })
    expect(await db.get('applyDraft', 'job-1')).toEqual({ id: 'job-1', draft: { firstName: 'Augusta' }, savedAt: 2 })
    await db.delete('applyDraft', 'job-1')
    expect(await db.getAll('applyDraft')).toEqual([])
  })
}
