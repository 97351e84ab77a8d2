import type { HttpPort } from '../../core/ports/http'

export interface FetchHttpOptions {
  /** The fetch to use; default Node's global fetch (undici). */
  readonly fetch?: typeof fetch
  /**
   * Gives up on a request whose answer has not fully arrived within this many ms, rejecting with a TimeoutError
   * (to the API client a network error, retried with its backoff). Default: no limit of our own, as in a browser.
   */
  readonly timeoutMs?: number
}

/**
 * HttpPort over Node's fetch. Resolves with any status; rejects only when no answer arrived (network failure,
 * abort, timeout). Aborting the request's signal (any AbortSignalLike) cancels the request: it rejects with an
 * AbortError, as fetch does.
 */
export const fetchHttp = (options: FetchHttpOptions = {}): HttpPort => {
  const fetchImpl = options.fetch ?? globalThis.fetch
  return {
    async send(request) {
      const controller = new AbortController()
      const abort = () => controller.abort()
      const { signal } = request
      if (signal?.aborted) abort()
      else signal?.addEventListener('abort', abort)
      const timer =
        options.timeoutMs === undefined
          ? undefined
          : setTimeout(() => controller.abort(new DOMException('The request timed out', 'TimeoutError')), options.timeoutMs)
      try {
        const response = await fetchImpl(request.url, {
          method: request.method,
          headers: request.headers,
          ...(request.body === undefined ? {} : { body: request.body }),
          signal: controller.signal,
        })
        const headers: Record<string, string> = {}
        response.headers.forEach((value, key) => {
          headers[key] = value
        })
        return { status: response.status, headers, body: await response.text() }
      } finally {
        signal?.removeEventListener('abort', abort)
        clearTimeout(timer)
      }
    },
  }
}
