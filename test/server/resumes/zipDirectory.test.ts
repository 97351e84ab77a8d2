import { describe, expect, it } from 'vitest'
import { checkZipDirectory } from '../../../adapters/server/resumes/zipDirectory'
import { docx, docxBomb, docxManyEntries, zip } from '../../support/resumeFiles'

const limits = { maxEntries: 10, maxExpandedBytes: 1024 * 1024 }

describe('checkZipDirectory (headers only, nothing inflated)', () => {
  it('counts the entries and adds their declared expanded sizes', () => {
    const verdict = checkZipDirectory(docx(), limits)
    expect(verdict).toMatchObject({ ok: true, entries: 3 })
  })

  it('refuses too many entries, too much expanded, and what is not a ZIP', () => {
    expect(checkZipDirectory(docxManyEntries(20), limits)).toMatchObject({ ok: false, reason: '23 entries' })
    expect(checkZipDirectory(docxBomb(2), limits)).toMatchObject({ ok: false })
    expect(checkZipDirectory(new TextEncoder().encode('PK\u0003\u0004 not really a zip'), limits)).toMatchObject({ ok: false })
  })

  it('refuses ZIP64 markers and a directory pointing outside the file', () => {
    const archive = zip([{ name: 'a.txt', data: Buffer.from('a') }])
    const end = archive.length - 22
    const zip64 = Buffer.from(archive)
    zip64.writeUInt32LE(0xffffffff, end + 16)
    expect(checkZipDirectory(zip64, limits)).toMatchObject({ ok: false, reason: 'ZIP64 archive' })
    const outside = Buffer.from(archive)
    outside.writeUInt32LE(archive.length, end + 16)
    expect(checkZipDirectory(outside, limits)).toMatchObject({ ok: false, reason: 'central directory out of bounds' })
  })
})
