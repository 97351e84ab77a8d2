import type { HttpPort } from '../../core/ports/http'

/**
 * HttpPort over fetch. Resolves with any status; rejects only when no answer arrived (network failure, abort).
 * The request's signal is handed to fetch, so aborting cancels the request.
 */
export const fetchHttp = (fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): HttpPort => ({
  async send(request) {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      ...(request.signal ? { signal: request.signal as AbortSignal } : {}),
    })
    const headers: Record<string, string> = {}
    response.headers.forEach((value, key) => {
      headers[key] = value
    })
    return { status: response.status, headers, body: await response.text() }
  },
})
