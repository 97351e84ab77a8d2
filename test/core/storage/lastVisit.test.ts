import { describe, expect, it } from 'vitest'
import { memoryKeyValueStore } from '../../../adapters/memory/index'
import { postedSince, startVisit, VISIT_GAP_MS } from '../../../core/storage'

const at = (iso: string) => new Date(iso)

describe('startVisit', () => {
  it('has no previous visit the first time, so nothing is "New"', () => {
    const local = memoryKeyValueStore()
    expect(startVisit(local, at('2026-11-20T10:00:00Z'))).toBeNull()
    expect(postedSince('2026-11-20T09:00:00Z', null)).toBe(false)
  })

  it('a reload within the gap keeps the same previous visit; a later start makes the last one the previous', () => {
    const local = memoryKeyValueStore()
    startVisit(local, at('2026-11-20T10:00:00Z'))
    expect(startVisit(local, at('2026-11-20T10:10:00Z'))).toBeNull()
    const next = new Date(Date.parse('2026-11-20T10:10:00Z') + VISIT_GAP_MS)
    expect(startVisit(local, next)).toEqual(at('2026-11-20T10:10:00Z'))
    expect(startVisit(local, new Date(next.getTime() + 60_000))).toEqual(at('2026-11-20T10:10:00Z'))
  })

  it('marks jobs posted after the previous visit only', () => {
    const previous = at('2026-11-20T10:00:00Z')
    expect(postedSince('2026-11-20T10:00:01Z', previous)).toBe(true)
    expect(postedSince('2026-11-20T09:59:59Z', previous)).toBe(false)
  })

  it('starts afresh from a stored value it cannot read', () => {
    const local = memoryKeyValueStore({ 'hireflow.visits': '{"lastSeen":42}' })
    expect(startVisit(local, at('2026-11-20T10:00:00Z'))).toBeNull()
  })
})
