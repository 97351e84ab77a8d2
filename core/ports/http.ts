/**
 * HTTP port. Ports in Hireflow are plain TypeScript interfaces returning Promises (chosen once, used
 * everywhere): machines call them through XState actors, the API transport retries and races them with plain Promises on the clock port.
 */

/** The part of AbortSignal the core needs; the DOM's and Node's AbortSignal both satisfy it. */
export interface AbortSignalLike {
  readonly aborted: boolean
  addEventListener(type: 'abort', listener: () => void): void
  removeEventListener(type: 'abort', listener: () => void): void
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface HttpRequest {
  readonly method: HttpMethod
  /** Absolute URL. */
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  /** Already-serialised body (JSON text). */
  readonly body?: string
  readonly signal?: AbortSignalLike
}

export interface HttpResponse {
  readonly status: number
  /** Names in lower case, as fetch gives them (`retry-after`). */
  readonly headers: Readonly<Record<string, string>>
  /** Raw body text; the API client parses and decodes it. */
  readonly body: string
}

/**
 * Sends one request. Resolves with any HTTP status (4xx/5xx included);
 * rejects only when no answer arrived (network failure, abort).
 */
export interface HttpPort {
  send(request: HttpRequest): Promise<HttpResponse>
}
