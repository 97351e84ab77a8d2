import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { COMPRESS_MIN_BYTES, isCompressibleType } from './compression'
import { contentTypeOf, ENCODED_SUFFIX } from './staticApp'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Source maps are fetched only by developer tools: they are compressed on the fly, if ever asked for. */
const SKIPPED_EXTENSIONS = new Set(['.map', '.br', '.gz'])

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

const worthCompressing = (path: string) => !SKIPPED_EXTENSIONS.has(extname(path).toLowerCase()) && isCompressibleType(contentTypeOf(path))

/** Writes one file's .br and .gz twins, each only when it is smaller than the file. Returns the twins written. */
async function precompressFile(path: string, minBytes: number): Promise<string[]> {
  const body = await readFile(path)
  if (body.byteLength < minBytes) return []
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ])
  const twins: [string, Buffer][] = [[path + ENCODED_SUFFIX.br, br], [path + ENCODED_SUFFIX.gzip, gz]]
  const smaller = twins.filter(([, compressed]) => compressed.byteLength < body.byteLength)
  await Promise.all(smaller.map(([twin, compressed]) => writeFile(twin, compressed)))
  return smaller.map(([twin]) => twin)
}

/**
 * Compresses every text file of a built app once, at the best levels (brotli 11, gzip 9), next to the file
 * (`app.js` -> `app.js.br`, `app.js.gz`), for staticApp.ts to serve by Accept-Encoding. Run after `vite build`
 * (vite.config.ts); a file under `minBytes` is left alone, as the server does on the fly. Returns the twins written.
 */
export async function precompressDirectory(dir: string, minBytes: number = COMPRESS_MIN_BYTES): Promise<string[]> {
  const files = (await filesUnder(dir)).filter(worthCompressing)
  return (await Promise.all(files.map((file) => precompressFile(file, minBytes)))).flat()
}
