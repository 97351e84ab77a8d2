import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyChange, mergeSavedLists, SAVED_JOBS_CAP, summaryOf } from '../../../core/savedJobs'
import type { Job, JobId } from '../../../core/search'
import { saved } from '../../machines/savedJobs/savedJobs.properties'

const entry = (id: string, minute: number) => ({ jobId: id as JobId, savedAt: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z` })
const entriesArb = fc.uniqueArray(fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e'), minute: fc.nat(59) }), { selector: (value) => value.id, maxLength: 5 })
  .map((values) => values.map(({ id, minute }) => entry(id, minute)))

describe('applyChange', () => {
  it('puts a save first, once, and never past the cap', () => {
    const list = applyChange([saved('a')], { kind: 'save', saved: saved('b') })
    expect(list.map((item) => item.job.id)).toEqual(['b', 'a'])
    expect(applyChange(list, { kind: 'save', saved: saved('a') })).toBe(list)
    expect(applyChange(list, { kind: 'save', saved: saved('c') }, 2)).toBe(list)
    expect(applyChange(list, { kind: 'unsave', jobId: 'a' as JobId }).map((item) => item.job.id)).toEqual(['b'])
  })
})

describe('mergeSavedLists (the sign-in merge)', () => {
  it('keeps every job of the account, adds the device ones it lacks, newest first', () => {
    const merged = mergeSavedLists([entry('a', 1)], [entry('b', 5), entry('a', 9)])
    expect(merged).toEqual([entry('b', 5), entry('a', 1)])
  })

  it('fills only the room left under the cap, with the newest device jobs', () => {
    expect(mergeSavedLists([entry('a', 1)], [entry('b', 2), entry('c', 3)], 2).map((item) => item.jobId)).toEqual(['c', 'a'])
  })

  it('is idempotent, never drops an account job, holds each job once and at most the cap', () => {
    fc.assert(
      fc.property(entriesArb, entriesArb, fc.integer({ min: 1, max: 6 }), (account, device, cap) => {
        const once = mergeSavedLists(account, device, cap)
        expect(mergeSavedLists(once, device, cap)).toEqual(once)
        for (const kept of account) expect(once).toContainEqual(kept)
        expect(new Set(once.map((item) => item.jobId)).size).toBe(once.length)
        expect(once.length).toBeLessThanOrEqual(Math.max(cap, account.length))
      }),
    )
  })
})

it('summaryOf makes a job page\'s job a card summary', () => {
  const { job } = saved('a')
  const { summary: _summary, ...fields } = job
  const full: Job = { ...fields, description: 'A long description. '.repeat(30) }
  expect(summaryOf(full).summary.length).toBeLessThanOrEqual(170)
  expect(summaryOf(job)).toBe(job)
  expect(SAVED_JOBS_CAP).toBe(500)
})
