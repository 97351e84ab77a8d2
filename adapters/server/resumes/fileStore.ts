import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Where resume files live. The key is always one the store generated (never a user's file name), so no name can
 * reach outside it. The embedded default is the data folder (createDiskFileStore); an S3-compatible store is the
 * planned other one (docs/operations.md).
 */
export interface ResumeFileStore {
  /** Keeps the bytes; answers the generated key. */
  put(bytes: Uint8Array, extension: string): Promise<string>
  /** The bytes under a key, or null when there are none. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>
  delete(key: string): Promise<void>
}

const KEY = /^[0-9a-f-]{36}\.(pdf|docx)$/

/** Files under `dir` (DATA_DIR/resumes), each written to a temporary name first and renamed into place. */
export function createDiskFileStore(dir: string): ResumeFileStore {
  let ready: Promise<unknown> | null = null
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true, mode: 0o700 }))
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('not a resume file key')
    return join(dir, key)
  }
  return {
    async put(bytes, extension) {
      await ensureDir()
      const key = `${randomUUID()}.${extension}`
      const partial = `${pathOf(key)}.partial`
      await writeFile(partial, bytes, { mode: 0o600, flag: 'wx' })
      await rename(partial, pathOf(key))
      return key
    },
    async get(key) {
      return readFile(pathOf(key)).then((buffer) => new Uint8Array(buffer)).catch(() => null)
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}

/** Files in memory: for tests and embedders without a data folder. */
export function createMemoryFileStore(): ResumeFileStore & { readonly size: number } {
  const files = new Map<string, Uint8Array<ArrayBuffer>>()
  return {
    get size() {
      return files.size
    },
    async put(bytes, extension) {
      const key = `${randomUUID()}.${extension}`
      files.set(key, bytes.slice())
      return key
    },
    async get(key) {
      return files.get(key) ?? null
    },
    async delete(key) {
      files.delete(key)
    },
  }
}
