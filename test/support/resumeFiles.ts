import { crc32, deflateRawSync } from 'node:zlib'

/** Test files for the resume upload: real PDFs and DOCXs, and things dressed up as them. */

const u16 = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff])
const u32 = (n: number) => {
  const b = Buffer.alloc(4)
  b.writeUInt32LE(n >>> 0)
  return b
}

export interface ZipEntry {
  readonly name: string
  readonly data: Buffer
  /** Deflate the entry (as Word does); default stored. */
  readonly deflate?: boolean
}

/** A ZIP archive with a central directory, as a DOCX is. */
export function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const body = entry.deflate ? deflateRawSync(entry.data) : entry.data
    const method = entry.deflate ? 8 : 0
    const crc = crc32(entry.data)
    const common = Buffer.concat([u16(20), u16(0), u16(method), u16(0), u16(0x21), u32(crc), u32(body.length), u32(entry.data.length), u16(name.length), u16(0)])
    const local = Buffer.concat([u32(0x04034b50), common, name, body])
    directory.push(Buffer.concat([u32(0x02014b50), u16(20), common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]))
    locals.push(local)
    offset += local.length
  }
  const dir = Buffer.concat(directory)
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(dir.length), u32(offset), u16(0)])
  return Buffer.concat([...locals, dir, end])
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'
const DOCUMENT =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Ada Lovelace, analyst</w:t></w:r></w:p></w:body></w:document>'

/** A minimal real DOCX (content types, relationships, the document), plus any extra entries. */
export const docx = (extra: readonly ZipEntry[] = []): Buffer =>
  zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES), deflate: true },
    { name: '_rels/.rels', data: Buffer.from(RELS), deflate: true },
    { name: 'word/document.xml', data: Buffer.from(DOCUMENT), deflate: true },
    ...extra,
  ])

/** A DOCX one of whose parts inflates to `megabytes` MB of zeros (a few dozen KB on the wire). */
export const docxBomb = (megabytes = 200): Buffer => docx([{ name: 'word/media/zeros.bin', data: Buffer.alloc(megabytes * 1024 * 1024), deflate: true }])

/** A DOCX of `count` tiny parts. */
export const docxManyEntries = (count: number): Buffer =>
  docx(Array.from({ length: count }, (_, index) => ({ name: `word/media/p${index}.xml`, data: Buffer.from('<a/>') })))

/** A small valid PDF, padded with a comment to `size` bytes when asked; `script` adds an OpenAction JavaScript. */
export function pdf(options: { readonly size?: number; readonly script?: boolean } = {}): Buffer {
  const catalog = options.script
    ? '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>\nendobj\n'
    : '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n'
  const body = `%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${catalog}2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n`
  const tail = 'trailer\n<< /Root 1 0 R >>\n%%EOF\n'
  const head = Buffer.from(body, 'latin1')
  const pad = (options.size ?? 0) - head.length - tail.length
  const comment = pad >= 2 ? Buffer.from(`%${'x'.repeat(pad - 2)}\n`, 'latin1') : Buffer.alloc(0)
  return Buffer.concat([head, comment, Buffer.from(tail, 'latin1')])
}

/** A Windows executable's first bytes (MZ header with the PE stub), as a renamed .exe has. */
export const exe = (): Buffer => {
  const bytes = Buffer.alloc(1024)
  bytes.write('MZ', 0, 'latin1')
  bytes.writeUInt32LE(0x80, 0x3c)
  bytes.write('PE\0\0', 0x80, 'latin1')
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1')
  return bytes
}

/** An HTML page (as someone might name evil.pdf). */
export const html = (): Buffer => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')

const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`

/**
 * A real PDF whose page shows `lines` (Helvetica, one text line each, with a correct cross-reference table), as a
 * word processor's export has; `script` adds an OpenAction JavaScript that must never run.
 */
export function pdfWithText(lines: readonly string[], options: { readonly script?: boolean } = {}): Buffer {
  const stream = ['BT', '/F1 11 Tf', '14 TL', '56 760 Td', ...lines.map((line) => `${pdfString(line)} Tj T*`), 'ET'].join('\n')
  const action = options.script ? ' /OpenAction << /S /JavaScript /JS (app.alert\\(1\\); this.exportDataObject\\({}\\)) >>' : ''
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R${action} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ]
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A real DOCX whose document holds `paragraphs`, one w:p each. */
export function docxWithText(paragraphs: readonly string[]): Buffer {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`).join('')
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES), deflate: true },
    { name: '_rels/.rels', data: Buffer.from(RELS), deflate: true },
    { name: 'word/document.xml', data: Buffer.from(document), deflate: true },
  ])
}

/** A nurse's resume, as its lines. */
export const NURSE_RESUME = [
  'Maria Gonzalez, RN',
  'Boston, MA | maria.gonzalez@example.com',
  'EXPERIENCE',
  "Nurse, St. Mary's Hospital    Jan 2020 - Present",
  '- Patient care and medication administration for a 32-bed unit; charting in Epic.',
  'Licensed Practical Nurse, Beth Israel Clinic    Jun 2015 - Dec 2019',
  'EDUCATION',
  'Boston College, BSN, 2015',
  'SKILLS',
  'BLS, ACLS, IV Therapy, Triage',
]
