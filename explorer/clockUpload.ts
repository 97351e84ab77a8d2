import type { MemoryHttp, TestClock } from '../adapters/memory'
import { UploadFailure, type UploadPort } from '../core/ports/upload'

/** When the simulated upload has sent half of the file, and all of it. */
export const HALF_SENT_AFTER = 1_000
export const ALL_SENT_AFTER = 2_000

/**
 * The scenarios' upload port, on the simulated clock: half the bytes after {@link HALF_SENT_AFTER}, all of them
 * after {@link ALL_SENT_AFTER}, then the pretend server's answer to the same request (its stub, explorer/seeds.ts,
 * or a scenario's own: a refusal). An abort (Cancel) stops it as the browser's upload stops.
 */
export const clockUpload = (clock: TestClock, http: MemoryHttp): UploadPort => ({
  upload: ({ method, url, headers, file, signal, onProgress }) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new UploadFailure('aborted'))
      const timers = [
        clock.setTimeout(() => onProgress?.({ sent: Math.floor(file.size / 2), total: file.size }), HALF_SENT_AFTER),
        clock.setTimeout(() => {
          onProgress?.({ sent: file.size, total: file.size })
          http.send({ method, url, headers }).then(resolve, () => reject(new UploadFailure('network')))
        }, ALL_SENT_AFTER),
      ]
      signal?.addEventListener('abort', () => {
        for (const timer of timers) clock.clearTimeout(timer)
        reject(new UploadFailure('aborted'))
      })
    }),
})
