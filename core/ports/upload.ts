/**
 * Upload port: sends one file as a request body and reports the bytes sent, which fetch cannot do. The browser's
 * adapter uses XMLHttpRequest (adapters/browser/xhrUpload.ts); tests use adapters/memory/memoryUpload.ts.
 */
import type { AbortSignalLike, HttpResponse } from './http'

/** A file the user picked: the DOM's File satisfies it; an adapter may refuse a file of another kind. */
export interface UploadFile {
  readonly name: string
  readonly size: number
  readonly type: string
}

/** Bytes of the body sent so far, of `total`. */
export interface UploadProgress {
  readonly sent: number
  readonly total: number
}

export interface UploadRequest {
  readonly method: 'POST' | 'PUT'
  /** Absolute URL. */
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly file: UploadFile
  readonly signal?: AbortSignalLike
  readonly onProgress?: (progress: UploadProgress) => void
}

/** Why no answer arrived: the file could not be read, the network failed, or the signal aborted it. */
export type UploadFailureReason = 'unreadable' | 'network' | 'aborted'

/** The rejection of UploadPort.upload. */
export class UploadFailure extends Error {
  readonly reason: UploadFailureReason
  constructor(reason: UploadFailureReason) {
    super(`upload failed: ${reason}`)
    this.name = 'UploadFailure'
    this.reason = reason
  }
}

/**
 * Sends the file. Resolves with any HTTP status (4xx/5xx included); rejects with an UploadFailure only when no
 * answer arrived. Progress is reported at least once with sent === total before an answer that follows a
 * complete body.
 */
export interface UploadPort {
  upload(request: UploadRequest): Promise<HttpResponse>
}
