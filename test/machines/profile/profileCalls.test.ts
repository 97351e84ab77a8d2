import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { memoryStorage } from '../../../adapters/memory'
import { readDraft, writeDraft } from '../../../core/forms'
import { saveWithDraft } from '../../../machines/profile/profileCalls'
import { failureMessageOf } from '../../../machines/forms/failures'
import { PROFILE_FAILURES } from '../../../machines/profile/profileCalls'

const schema = v.object({ skills: v.array(v.string()) })

describe("a profile form's submit effect", () => {
  test('forgets the draft once the save is answered, not before', async () => {
    const drafts = memoryStorage().session
    writeDraft(drafts, 'skills.u1', { skills: ['Triage'] })
    let answer: (value: { skills: string[] }) => void = () => undefined
    const pending = saveWithDraft(() => new Promise<{ skills: string[] }>((resolve) => (answer = resolve)), drafts, 'skills.u1')({ skills: ['Triage'] })
    expect(readDraft(drafts, 'skills.u1', schema)).toEqual({ skills: ['Triage'] })
    answer({ skills: ['Triage'] })
    await expect(pending).resolves.toEqual({ skills: ['Triage'] })
    expect(readDraft(drafts, 'skills.u1', schema)).toBeNull()
  })

  test('keeps the draft when the save fails', async () => {
    const drafts = memoryStorage().session
    writeDraft(drafts, 'skills.u1', { skills: ['Triage'] })
    await expect(saveWithDraft(() => Promise.reject(new Error('offline')), drafts, 'skills.u1')({ skills: ['Triage'] })).rejects.toThrow('offline')
    expect(readDraft(drafts, 'skills.u1', schema)).toEqual({ skills: ['Triage'] })
  })

  test('says why by the server code: refused fields, too many changes, anything else', () => {
    expect(failureMessageOf({ _tag: 'HttpError', status: 400, code: 'request.invalid' }, PROFILE_FAILURES)).toBe('profile.invalid')
    expect(failureMessageOf({ _tag: 'HttpError', status: 429, code: 'profile.rateLimited' }, PROFILE_FAILURES)).toBe('auth.error.rateLimited')
    expect(failureMessageOf({ _tag: 'NetworkError' }, PROFILE_FAILURES)).toBe('profile.saveFailed')
  })
})
