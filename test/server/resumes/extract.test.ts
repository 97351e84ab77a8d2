import { afterAll, describe, expect, test } from 'vitest'
import { createWorkerExtractor } from '../../../adapters/server/resumes/extract'
import { docx, docxWithText, NURSE_RESUME, pdf, pdfWithText } from '../../support/resumeFiles'

const extractor = createWorkerExtractor()
afterAll(() => extractor.close())

describe('text extraction in a worker (unpdf, mammoth)', () => {
  test('a PDF and a DOCX give their text', async () => {
    const fromPdf = await extractor.extract('pdf', pdfWithText(NURSE_RESUME))
    expect(fromPdf.ok && fromPdf.text).toContain("Nurse, St. Mary's Hospital")
    expect(fromPdf.ok && fromPdf.text).toContain('BLS, ACLS, IV Therapy, Triage')
    const fromDocx = await extractor.extract('docx', docxWithText(NURSE_RESUME))
    expect(fromDocx.ok && fromDocx.text.split('\n').filter(Boolean)).toEqual(NURSE_RESUME)
    expect((await extractor.extract('docx', docx())).ok).toBe(true)
  })

  test('a PDF with JavaScript gives its text and its script never runs', async () => {
    const answer = await extractor.extract('pdf', pdfWithText(['Ada Lovelace', 'Analyst'], { script: true }))
    expect(answer.ok && answer.text).toContain('Ada Lovelace')
  })

  test('a PDF without text, a broken one: no text, the worker replaced, the next file read', async () => {
    const empty = await extractor.extract('pdf', pdf())
    expect(empty.ok && empty.text.trim()).toBe('')
    const broken = await extractor.extract('docx', Buffer.from('PK\x03\x04 not really a zip'))
    expect(broken.ok).toBe(false)
    const after = await extractor.extract('pdf', pdfWithText(['Still here']))
    expect(after.ok && after.text).toContain('Still here')
  })

  test('a worker past its deadline is stopped; past its heap it dies; neither takes the server', async () => {
    const slow = createWorkerExtractor({ timeoutMs: 1, maxHeapMb: 192, concurrency: 1, maxPages: 20, maxChars: 1000 })
    const late = await slow.extract('pdf', pdfWithText(NURSE_RESUME))
    expect(late).toMatchObject({ ok: false, reason: 'timeout' })
    await slow.close()
    const tiny = createWorkerExtractor({ timeoutMs: 20_000, maxHeapMb: 16, concurrency: 1, maxPages: 20, maxChars: 1000 })
    // 3 MB of text runs on one page: far more objects than a 16 MB heap holds.
    const starved = await tiny.extract('pdf', pdfWithText(Array.from({ length: 100_000 }, (_, index) => `line ${index} of a page no resume has`)))
    expect(starved).toMatchObject({ ok: false, reason: 'ERR_WORKER_OUT_OF_MEMORY' })
    await tiny.close()
  })
})
