import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { clearDraft, readDraft, writeDraft } from '../../../core/forms'
import { memoryStorage } from '../../../adapters/memory'

describe('form drafts', () => {
  const schema = v.object({ skills: v.array(v.string()) })

  test('kept, read back through the schema, forgotten', () => {
    const store = memoryStorage().session
    expect(readDraft(store, 'skills.u1', schema)).toBeNull()
    writeDraft(store, 'skills.u1', { skills: ['Triage'] })
    expect(readDraft(store, 'skills.u1', schema)).toEqual({ skills: ['Triage'] })
    expect(readDraft(store, 'skills.u2', schema)).toBeNull()
    clearDraft(store, 'skills.u1')
    expect(readDraft(store, 'skills.u1', schema)).toBeNull()
  })

  test('a draft of another shape, or not JSON, is none', () => {
    const store = memoryStorage().session
    writeDraft(store, 'k', { skills: 'Triage' })
    expect(readDraft(store, 'k', schema)).toBeNull()
    store.set('formDraft.k', '{')
    expect(readDraft(store, 'k', schema)).toBeNull()
  })
})
