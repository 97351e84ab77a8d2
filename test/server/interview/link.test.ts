import { describe, expect, test } from 'vitest'
import { createInterviewLinkSigner, INTERVIEW_LINK_TTL_MS } from '../../../adapters/server/interview/link'

const signer = createInterviewLinkSigner(new Uint8Array(32).fill(7))
const now = new Date('2026-11-21T12:00:00Z')
const partsOf = (path: string) => {
  const [, , applicationId = '', jobId = '', userId = '', obfuscatedId = ''] = path.split('/').map(decodeURIComponent)
  return { applicationId, jobId, userId, obfuscatedId }
}

describe('interview links', () => {
  const path = signer.pathFor({ id: 'app-1', jobId: 'job-9', userId: null }, now)

  test('a link this server signed is good until it expires', () => {
    expect(path).toMatch(/^\/interview\/app-1\/job-9\/guest\/[0-9a-z]+\.[\w-]{43}$/)
    expect(signer.verify(partsOf(path), now)).toBe(true)
    expect(signer.verify(partsOf(path), new Date(now.getTime() + INTERVIEW_LINK_TTL_MS - 1))).toBe(true)
    expect(signer.verify(partsOf(path), new Date(now.getTime() + INTERVIEW_LINK_TTL_MS))).toBe(false)
  })

  test('any changed part, another key or a malformed id is refused', () => {
    const parts = partsOf(path)
    expect(signer.verify({ ...parts, applicationId: 'app-2' }, now)).toBe(false)
    expect(signer.verify({ ...parts, jobId: 'job-8' }, now)).toBe(false)
    expect(signer.verify({ ...parts, userId: 'someone' }, now)).toBe(false)
    const [expiry] = parts.obfuscatedId.split('.')
    expect(signer.verify({ ...parts, obfuscatedId: `${(parseInt(expiry ?? '0', 36) + 1e9).toString(36)}.${parts.obfuscatedId.split('.')[1]}` }, now)).toBe(false)
    expect(createInterviewLinkSigner(new Uint8Array(32).fill(8)).verify(parts, now)).toBe(false)
    expect(signer.verify({ ...parts, obfuscatedId: 'nonsense' }, now)).toBe(false)
  })
})
