import type { HttpResponse } from '../../core/ports/http'
import { UploadFailure, type UploadFile, type UploadPort, type UploadRequest } from '../../core/ports/upload'

/** A file for memoryUpload: its bytes, or none when it stands for one the browser cannot read (its size then says 1). */
export interface MemoryFile extends UploadFile {
  readonly bytes: Uint8Array | null
}

export const memoryFile = (name: string, bytes: Uint8Array | null, type = ''): MemoryFile => ({ name, bytes, type, size: bytes?.byteLength ?? 1 })

/** How memoryUpload answers a request whose body arrived: an answer, 'drop' (network failure) or 'hang' (never). */
export type MemoryUploadAnswer = HttpResponse | 'drop' | 'hang'

export interface MemoryUpload extends UploadPort {
  /** Every request whose body was sent whole, with it. */
  readonly received: { readonly request: UploadRequest; readonly bytes: Uint8Array }[]
}

/**
 * An UploadPort in memory for tests and the state explorer: sends the body in `chunkBytes` steps (a macrotask
 * each, so progress and aborts interleave as on a network), then answers with `answer`.
 */
export function memoryUpload(answer: (request: UploadRequest, bytes: Uint8Array) => MemoryUploadAnswer | Promise<MemoryUploadAnswer>, chunkBytes = 64 * 1024): MemoryUpload {
  const received: MemoryUpload['received'] = []
  const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
  return {
    received,
    async upload(request) {
      const { signal, onProgress } = request
      if (signal?.aborted) throw new UploadFailure('aborted')
      const bytes = (request.file as Partial<MemoryFile>).bytes
      if (!bytes) throw new UploadFailure('unreadable')
      for (let sent = 0; sent < bytes.byteLength; ) {
        await tick()
        if (signal?.aborted) throw new UploadFailure('aborted')
        sent = Math.min(bytes.byteLength, sent + chunkBytes)
        onProgress?.({ sent, total: bytes.byteLength })
      }
      if (bytes.byteLength === 0) onProgress?.({ sent: 0, total: 0 })
      received.push({ request, bytes })
      const outcome = await answer(request, bytes)
      if (outcome === 'drop') throw new UploadFailure('network')
      if (outcome === 'hang') {
        return new Promise<never>((_, reject) => {
          if (!signal) return
          signal.addEventListener('abort', () => reject(new UploadFailure('aborted')))
        })
      }
      if (signal?.aborted) throw new UploadFailure('aborted')
      return outcome
    },
  }
}
