/**
 * The text extraction worker (adapters/server/resumes/extract.ts starts it with a memory limit and stops it on a
 * deadline). Runs on Node's own type stripping: plain erasable TypeScript, no relative imports.
 * A PDF's JavaScript is never run: unpdf's PDF.js build has no scripting and no eval; only text items are read.
 */
import { parentPort } from 'node:worker_threads'

interface Job {
  readonly id: number
  readonly kind: 'pdf' | 'docx'
  readonly bytes: Uint8Array
  readonly maxPages: number
  readonly maxChars: number
}

async function pdfText(bytes: Uint8Array, maxPages: number, maxChars: number): Promise<string> {
  const { getDocumentProxy } = await import('unpdf')
  const pdf = await getDocumentProxy(bytes, { disableFontFace: true, stopAtErrors: false, enableXfa: false })
  try {
    let text = ''
    for (let page = 1; page <= Math.min(pdf.numPages, maxPages) && text.length < maxChars; page++) {
      const content = await (await pdf.getPage(page)).getTextContent()
      let end: number | null = null
      for (const item of content.items) {
        if (!('str' in item)) continue
        // Runs on one line: a wide gap (a column, a tab stop) becomes a tab, a narrow one a space.
        const x = item.transform[4] as number
        const size = Math.max(1, item.height)
        if (end !== null && item.str.length > 0) text += x - end > size * 1.5 ? '\t' : x - end > size * 0.15 ? ' ' : ''
        text += item.str
        end = item.hasEOL ? null : x + item.width
        if (item.hasEOL) text += '\n'
      }
      text += '\n'
    }
    return text
  } finally {
    await (pdf.loadingTask?.destroy() ?? pdf.cleanup())
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const mammoth = await import('mammoth')
  const extract = mammoth.extractRawText ?? (mammoth as unknown as { default: typeof mammoth }).default.extractRawText
  return (await extract({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) })).value
}

parentPort?.on('message', (job: Job) => {
  const run = job.kind === 'pdf' ? pdfText(job.bytes, job.maxPages, job.maxChars) : docxText(job.bytes)
  run.then(
    (text) => parentPort?.postMessage({ id: job.id, ok: true, text: text.slice(0, job.maxChars) }),
    (error: unknown) => parentPort?.postMessage({ id: job.id, ok: false, reason: String((error as Error)?.message ?? error).slice(0, 200) }),
  )
})
