import { UploadFailure, type UploadPort, type UploadRequest } from '../../core/ports/upload'
import type { HttpResponse } from '../../core/ports/http'

/** The part of XMLHttpRequest the upload uses (a test can hand in its own). */
export type XhrLike = Pick<XMLHttpRequest, 'open' | 'setRequestHeader' | 'send' | 'abort' | 'getAllResponseHeaders' | 'status' | 'responseText'> & {
  onload: ((event: unknown) => void) | null
  onerror: ((event: unknown) => void) | null
  onabort: ((event: unknown) => void) | null
  readonly upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null }
}

const parseHeaders = (raw: string): Record<string, string> => {
  const headers: Record<string, string> = {}
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}

/** Reads one byte first: a file the browser cannot read (moved, locked, revoked) fails here, before any request. */
const readable = (file: Blob) =>
  file
    .slice(0, 1)
    .arrayBuffer()
    .then(
      () => true,
      () => false,
    )

/**
 * The browser's UploadPort: XMLHttpRequest, whose upload events give the bytes sent (fetch cannot). The file must
 * be a Blob (a picked File is); the signal aborts the request.
 */
export function xhrUpload(createXhr: () => XhrLike = () => new XMLHttpRequest() as XhrLike): UploadPort {
  return {
    async upload(request: UploadRequest): Promise<HttpResponse> {
      const { file, signal, onProgress } = request
      if (signal?.aborted) throw new UploadFailure('aborted')
      if (!(file instanceof Blob) || !(await readable(file))) throw new UploadFailure('unreadable')
      if (signal?.aborted) throw new UploadFailure('aborted')
      return new Promise<HttpResponse>((resolve, reject) => {
        const xhr = createXhr()
        const onAbort = () => xhr.abort()
        const settle = () => signal?.removeEventListener('abort', onAbort)
        xhr.open(request.method, request.url)
        for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value)
        xhr.upload.onprogress = (event) => onProgress?.({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size })
        xhr.onload = () => {
          settle()
          onProgress?.({ sent: file.size, total: file.size })
          resolve({ status: xhr.status, headers: parseHeaders(xhr.getAllResponseHeaders()), body: xhr.responseText })
        }
        xhr.onerror = () => {
          settle()
          reject(new UploadFailure('network'))
        }
        xhr.onabort = () => {
          settle()
          reject(new UploadFailure('aborted'))
        }
        signal?.addEventListener('abort', onAbort)
        xhr.send(file)
      })
    },
  }
}
