/** Limits on a DOCX's archive, checked on its central directory before anything unzips it. */
export interface ZipLimits {
  readonly maxEntries: number
  readonly maxExpandedBytes: number
}

/** A real resume DOCX has a few dozen parts and expands to a few MB. */
export const DOCX_LIMITS: ZipLimits = { maxEntries: 500, maxExpandedBytes: 50 * 1024 * 1024 }

export type ZipVerdict = { readonly ok: true; readonly entries: number; readonly expandedBytes: number } | { readonly ok: false; readonly reason: string }

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const END_RECORD_SIZE = 22
const ENTRY_HEADER_SIZE = 46
const MAX_COMMENT = 0xffff

const refuse = (reason: string): ZipVerdict => ({ ok: false, reason })

function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_RECORD_SIZE - MAX_COMMENT)
  for (let at = view.byteLength - END_RECORD_SIZE; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at
  }
  return -1
}

/**
 * Reads a ZIP's central directory (only its headers: nothing is inflated) and checks the declared entry count and
 * expanded size against the limits. ZIP64 and multi-disk archives are refused: no resume needs them. The
 * sizes are what the archive declares; whoever later inflates an entry must still stop at the declared size.
 */
export function checkZipDirectory(bytes: Uint8Array, limits: ZipLimits = DOCX_LIMITS): ZipVerdict {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.byteLength < END_RECORD_SIZE) return refuse('too short for a ZIP')
  const end = findEndOfDirectory(view)
  if (end < 0) return refuse('no end of central directory')
  const disk = view.getUint16(end + 4, true)
  const directoryDisk = view.getUint16(end + 6, true)
  const entriesHere = view.getUint16(end + 8, true)
  const entries = view.getUint16(end + 10, true)
  const directorySize = view.getUint32(end + 12, true)
  const directoryOffset = view.getUint32(end + 16, true)
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entries) return refuse('multi-disk archive')
  if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) return refuse('ZIP64 archive')
  if (entries > limits.maxEntries) return refuse(`${entries} entries`)
  if (directoryOffset + directorySize > end) return refuse('central directory out of bounds')
  let at = directoryOffset
  let expandedBytes = 0
  for (let index = 0; index < entries; index++) {
    if (at + ENTRY_HEADER_SIZE > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) return refuse('broken central directory')
    const compressed = view.getUint32(at + 20, true)
    const expanded = view.getUint32(at + 24, true)
    if (compressed === 0xffffffff || expanded === 0xffffffff) return refuse('ZIP64 entry')
    expandedBytes += expanded
    if (expandedBytes > limits.maxExpandedBytes) return refuse(`expands to more than ${limits.maxExpandedBytes} bytes`)
    at += ENTRY_HEADER_SIZE + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return { ok: true, entries, expandedBytes }
}
