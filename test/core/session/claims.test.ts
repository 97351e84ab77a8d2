import { Buffer } from 'node:buffer'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase64UrlBytes, decodeBase64UrlText, decodeClaims } from '../../../core/session'
import { jwtWith, token } from './tokens'

describe('decodeBase64UrlBytes / decodeBase64UrlText', () => {
  it('decodes what Node encodes as base64url, for any bytes, with or without padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const encoded = Buffer.from(bytes).toString('base64url')
        expect(decodeBase64UrlBytes(encoded)).toEqual(new Uint8Array(bytes))
        const padded = encoded.padEnd(Math.ceil(encoded.length / 4) * 4, '=')
        expect(decodeBase64UrlBytes(padded)).toEqual(new Uint8Array(bytes))
      }),
    )
  })

  it('decodes any UTF-8 text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      expect(decodeBase64UrlText(Buffer.from(text).toString('base64url'))).toBe(text)
    }))
  })

  it('rejects characters outside the alphabet, impossible lengths and invalid UTF-8', () => {
    expect(decodeBase64UrlBytes('ab+/')).toBeNull()
    expect(decodeBase64UrlBytes('abcde')).toBeNull()
    expect(decodeBase64UrlText(Buffer.from([0xff, 0xfe]).toString('base64url'))).toBeNull()
  })
})

describe('decodeClaims', () => {
  it('reads sub, exp, iat, email and tmp without verifying the signature', () => {
    expect(decodeClaims(token({ issuedAt: 1_000_000, lifetime: 60_000, tmp: true }))).toEqual({
      sub: 'user-1',
      email: 'ada@example.com',
      iat: 1000,
      exp: 1060,
      tmp: true,
    })
  })

  it('reads unicode emails', () => {
    expect(decodeClaims(jwtWith({ sub: 'u', iat: 1, exp: 2, email: 'zoë@exämple.com' }))?.email).toBe('zoë@exämple.com')
  })

  it('returns null for anything that is not a session token', () => {
    expect(decodeClaims('')).toBeNull()
    expect(decodeClaims('not-a-jwt')).toBeNull()
    expect(decodeClaims('a.b.c')).toBeNull()
    expect(decodeClaims(`x.${Buffer.from('not json').toString('base64url')}.y`)).toBeNull()
    expect(decodeClaims(jwtWith({ sub: 'u', iat: 1 }))).toBeNull()
    expect(decodeClaims(jwtWith({ sub: 'u', iat: 1, exp: '2' }))).toBeNull()
    expect(decodeClaims(jwtWith({ sub: '', iat: 1, exp: 2 }))).toBeNull()
    expect(decodeClaims(jwtWith({ sub: 'u', iat: 1, exp: 2, tmp: 'yes' }))).toBeNull()
  })

  it('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.string(), (text) => void decodeClaims(text)))
  })
})
