import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decideUnauthorized } from '../../../core/session'
import { token } from './tokens'

const full = token({ issuedAt: 0 })
const other = token({ issuedAt: 1000 })
const tmp = token({ issuedAt: 0, tmp: true })

describe('decideUnauthorized (the 401 rule)', () => {
  it('retries a request sent without a token once, with the current token', () => {
    expect(decideUnauthorized({ sentToken: null, sentAsProvisional: false }, full)).toEqual({ _tag: 'RetryWithCurrentToken', token: full })
    expect(decideUnauthorized({ sentToken: null, sentAsProvisional: false }, null)).toEqual({ _tag: 'Ignore' })
  })

  it('clears the session when the current non-provisional token is rejected (so a retried request never loops)', () => {
    expect(decideUnauthorized({ sentToken: full, sentAsProvisional: false }, full)).toEqual({ _tag: 'ClearSession' })
  })

  it('does nothing for a provisional request, a tmp token, or a token no longer current', () => {
    expect(decideUnauthorized({ sentToken: full, sentAsProvisional: true }, full)).toEqual({ _tag: 'Ignore' })
    expect(decideUnauthorized({ sentToken: tmp, sentAsProvisional: false }, tmp)).toEqual({ _tag: 'Ignore' })
    expect(decideUnauthorized({ sentToken: other, sentAsProvisional: false }, full)).toEqual({ _tag: 'Ignore' })
  })

  it('property: it clears exactly when a non-provisional request carried the current full token', () => {
    const tokenArb = fc.constantFrom(null, full, other, tmp)
    fc.assert(
      fc.property(tokenArb, tokenArb, fc.boolean(), (sentToken, current, sentAsProvisional) => {
        const cleared = decideUnauthorized({ sentToken, sentAsProvisional }, current)._tag === 'ClearSession'
        expect(cleared).toBe(sentToken !== null && sentToken === current && sentToken !== tmp && !sentAsProvisional)
      }),
    )
  })
})
