import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiErrors, envRetryDelayMs, isTransientApiError, networkRetryDelayMs } from '../../../core/api'

describe('the retry rules', () => {
  it('waits min(2^retry x 1000, 10000) ms before network retry `retry`', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(networkRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000])
  })

  it('waits min(2^n, 3000) ms before env retry n', () => {
    expect([0, 1, 11, 12, 19].map(envRetryDelayMs)).toEqual([1, 2, 2048, 3000, 3000])
  })

  it('retries no answer, 5xx and 408, and nothing else (a 429 waits minutes)', () => {
    expect(isTransientApiError(ApiErrors.network())).toBe(true)
    expect([500, 502, 503, 504, 408].every((status) => isTransientApiError(ApiErrors.http(status)))).toBe(true)
    expect([400, 401, 403, 404, 409, 422, 429].some((status) => isTransientApiError(ApiErrors.http(status)))).toBe(false)
    for (const other of [ApiErrors.decode(['x']), ApiErrors.taint(), ApiErrors.aborted(), new Error('boom'), null, undefined, 'x']) {
      expect(isTransientApiError(other)).toBe(false)
    }
  })

  it('a retry never waits less than the one before it', () => {
    fc.assert(fc.property(fc.nat(60), (retry) => networkRetryDelayMs(retry + 1) >= networkRetryDelayMs(retry)))
  })
})
