import { describe, expect, it } from 'vitest'
import { ApiErrors, messageForApiError } from '../../../core/api/index'
import { enUS } from '../../../core/i18n/en-US'

describe('messageForApiError', () => {
  it('maps each tagged error to a catalogue message', () => {
    expect(messageForApiError(ApiErrors.http(503, 'down'))).toEqual({ id: 'network.requestFailed', values: { code: 503 } })
    expect(messageForApiError(ApiErrors.taint())).toEqual({ id: 'network.taintEnabled' })
    expect(messageForApiError(ApiErrors.network(new Error('x')))).toEqual({ id: 'network.unreachable' })
    expect(messageForApiError(ApiErrors.decode(['a: b']))).toEqual({ id: 'error.unexpected' })
    expect(messageForApiError(ApiErrors.aborted())).toEqual({ id: 'network.aborted' })
  })

  it('uses the spec texts for the status and taint messages', () => {
    expect(enUS['network.requestFailed']).toBe('Request failed with status {code}')
    expect(enUS['network.taintEnabled']).toBe('Taint is enabled.')
  })
})
