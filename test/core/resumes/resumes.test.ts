import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { knownUploadMethod, RESUME_FILE_NAME_MAX, ResumeUploadMethodSchema, sanitizeFileName, uploadRoute } from '../../../core/resumes'

describe('sanitizeFileName', () => {
  it('keeps an ordinary name', () => {
    expect(sanitizeFileName('Ada Lovelace – CV 2026.pdf')).toBe('Ada Lovelace – CV 2026.pdf')
  })

  it('never leaves a path separator, a control character, a leading dot or more than the maximum length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
        const name = sanitizeFileName(raw)
        expect(name).not.toMatch(/[/\\\p{Cc}]/u)
        expect(name.startsWith('.')).toBe(false)
        expect(Array.from(name).length).toBeLessThanOrEqual(RESUME_FILE_NAME_MAX)
        expect(name.length).toBeGreaterThan(0)
      }),
    )
  })

  it('keeps the extension of a long name and falls back for a name of nothing', () => {
    expect(sanitizeFileName(`${'x'.repeat(300)}.docx`).endsWith('.docx')).toBe(true)
    expect(sanitizeFileName('../..')).toBe('resume')
    expect(sanitizeFileName('')).toBe('resume')
  })
})

describe('resumeUploadMethod', () => {
  it('takes auto, s3, api and rest; anything else is refused with the spec message', () => {
    for (const method of ['auto', 's3', 'api', 'rest']) expect(v.is(ResumeUploadMethodSchema, method)).toBe(true)
    const refused = v.safeParse(ResumeUploadMethodSchema, 'ftp')
    expect(refused.success).toBe(false)
    expect(refused.issues?.[0]?.message).toBe('Invalid resume upload method: ftp. Must be one of: auto, s3, api, rest.')
  })

  it('auto and unset take s3 when the server offers it, else rest; s3 is refused when it does not; api and rest are kept', () => {
    for (const method of ['auto', null]) {
      expect(uploadRoute(method, true)).toBe('s3')
      expect(uploadRoute(method, false)).toBe('rest')
    }
    expect(uploadRoute('s3', true)).toBe('s3')
    expect(uploadRoute('s3', false)).toMatchObject({ problem: { message: { id: 'resumes.error.s3Unavailable' } } })
    for (const offered of [true, false]) {
      expect(uploadRoute('api', offered)).toBe('api')
      expect(uploadRoute('rest', offered)).toBe('rest')
      expect(uploadRoute('ftp', offered)).toMatchObject({ problem: { message: { id: 'resumes.error.uploadMethod', values: { value: 'ftp' } } } })
    }
  })

  it('the setting shows one of the four: anything else as auto', () => {
    expect(['s3', 'api', 'rest', 'auto', null, 'ftp'].map(knownUploadMethod)).toEqual(['s3', 'api', 'rest', 'auto', 'auto', 'auto'])
  })
})
