import { checkZipDirectory, DOCX_LIMITS } from './zipDirectory'

export type ResumeKind = 'pdf' | 'docx'

export const RESUME_MIME: Readonly<Record<ResumeKind, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

export type ContentVerdict =
  | { readonly ok: true; readonly kind: ResumeKind; readonly hasScript: boolean }
  | { readonly ok: false; readonly code: 'resume.empty' | 'resume.unsupportedType' | 'resume.archiveRefused'; readonly reason: string }

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]

// Names that make a PDF run code or act on opening. Compressed object streams can hide them; the file is only ever
// served as an attachment whatever this finds, so it is a label, not the guard.
const PDF_ACTIVE_CONTENT = /\/(JavaScript|JS|OpenAction|AA|Launch|EmbeddedFile)\b/

/**
 * What the uploaded bytes are, decided by their content (file-type), never by the name or the declared type:
 * a PDF or a DOCX, or refused. A ZIP's central directory is checked against DOCX_LIMITS before file-type
 * looks inside it (file-type inflates [Content_Types].xml to tell a DOCX from other ZIPs).
 */
export async function inspectResume(bytes: Uint8Array): Promise<ContentVerdict> {
  if (bytes.byteLength === 0) return { ok: false, code: 'resume.empty', reason: 'empty' }
  if (ZIP_MAGIC.every((byte, index) => bytes[index] === byte)) {
    const zip = checkZipDirectory(bytes, DOCX_LIMITS)
    if (!zip.ok) return { ok: false, code: 'resume.archiveRefused', reason: zip.reason }
  }
  // file-type loads with the first upload (a start does not need it).
  const type = await import('file-type').then(({ fileTypeFromBuffer }) => fileTypeFromBuffer(bytes)).catch(() => undefined)
  if (type?.ext === 'pdf' && type.mime === RESUME_MIME.pdf) {
    return { ok: true, kind: 'pdf', hasScript: PDF_ACTIVE_CONTENT.test(Buffer.from(bytes).toString('latin1')) }
  }
  if (type?.ext === 'docx' && type.mime === RESUME_MIME.docx) return { ok: true, kind: 'docx', hasScript: false }
  return { ok: false, code: 'resume.unsupportedType', reason: type ? `${type.ext} (${type.mime})` : 'unknown content' }
}
