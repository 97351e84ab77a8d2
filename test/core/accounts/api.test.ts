import { describe, expect, it } from 'vitest'
import { createTestClock, json, memoryHttp } from '../../../adapters/memory/index'
import { createAccountApi } from '../../../core/accounts'
import { token } from '../session/tokens'
import { memoryApi } from '../api/harness'

const NOW = Date.UTC(2026, 0, 10)
const jwt = token({ issuedAt: NOW })
const wireProfile = { id: 'user-1', email: 'ada@example.com', firstName: 'Augusta', lastName: 'King', admin: false, hasPassword: true, _location: null }

const harness = () => {
  const http = memoryHttp()
  const api = createAccountApi(memoryApi({ http, clock: createTestClock(NOW), token: () => jwt }))
  return { api, http }
}

describe('createAccountApi', () => {
  it('saves the name with PATCH /rest/profile and the bearer token; answers the profile', async () => {
    const { api, http } = harness()
    http.on('PATCH', '/rest/profile', () => json(200, wireProfile))
    const profile = await api.saveName({ firstName: 'Augusta', lastName: 'King' })
    expect(http.requests[0]).toMatchObject({ method: 'PATCH', url: 'https://api.hireflow.test/rest/profile' })
    expect(http.requests[0]?.headers['Authorization']).toBe(`Bearer ${jwt}`)
    expect(JSON.parse(http.requests[0]?.body ?? '')).toEqual({ firstName: 'Augusta', lastName: 'King' })
    expect(profile).toMatchObject({ firstName: 'Augusta', hasPassword: true, location: null })
  })

  it('changes the password and answers the new tokens', async () => {
    const { api, http } = harness()
    const fresh = token({ issuedAt: NOW + 1000 })
    http.on('POST', '/rest/auth/password', () => json(200, { success: true, jwt: fresh, downloadToken: 'dl', profile: wireProfile, location: null }))
    const answer = await api.setPassword({ password: 'violet kettle under marble', currentPassword: 'old one' })
    expect(JSON.parse(http.requests[0]?.body ?? '')).toEqual({ password: 'violet kettle under marble', currentPassword: 'old one' })
    expect(answer.jwt).toBe(fresh)
  })

  it('rejects a refused change with the server code', async () => {
    const { api, http } = harness()
    http.on('POST', '/rest/auth/password', () => json(403, { error: { code: 'auth.currentPasswordWrong', message: 'no' } }))
    await expect(api.setPassword({ password: 'violet kettle under marble', currentPassword: 'x' })).rejects.toMatchObject({
      _tag: 'HttpError',
      status: 403,
      code: 'auth.currentPasswordWrong',
    })
  })
})

describe('the email change calls', () => {
  it('request, read, confirm and cancel a change with the code in the path', async () => {
    const { api, http } = harness()
    http.on('POST', '/rest/profile/email', () => json(202, { success: true }))
    http.on('GET', '/rest/profile/email/abc_DEF-123', () => json(200, { email: 'new@example.com' }))
    http.on('POST', '/rest/profile/email/abc_DEF-123/confirm', () =>
      json(200, { success: true, jwt, downloadToken: 'dl', profile: { ...wireProfile, email: 'new@example.com' }, location: null }),
    )
    http.on('POST', '/rest/profile/email/abc_DEF-123/cancel', () => json(200, { success: true }))
    await api.requestEmailChange('new@example.com')
    expect(JSON.parse(http.requests[0]?.body ?? '')).toEqual({ email: 'new@example.com' })
    expect(await api.emailChange('abc_DEF-123')).toEqual({ email: 'new@example.com' })
    expect((await api.confirmEmailChange('abc_DEF-123')).profile.email).toBe('new@example.com')
    await api.cancelEmailChange('abc_DEF-123')
    expect(http.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST https://api.hireflow.test/rest/profile/email',
      'GET https://api.hireflow.test/rest/profile/email/abc_DEF-123',
      'POST https://api.hireflow.test/rest/profile/email/abc_DEF-123/confirm',
      'POST https://api.hireflow.test/rest/profile/email/abc_DEF-123/cancel',
    ])
  })
})

describe('deleting the account', () => {
  it('POST /rest/profile/delete with the email typed again; a mismatch is the server\'s field problem', async () => {
    const { api, http } = harness()
    http.on('POST', '/rest/profile/delete', (request) =>
      JSON.parse(request.body ?? '{}').email === 'ada@example.com'
        ? json(200, { success: true })
        : json(400, { error: { code: 'request.invalid', message: 'no', issues: [{ path: 'email', message: 'accountSettings.delete.emailMismatch' }] } }),
    )
    await expect(api.deleteAccount('ada@example.com')).resolves.toBeUndefined()
    await expect(api.deleteAccount('eve@example.com')).rejects.toMatchObject({ _tag: 'HttpError', status: 400, code: 'request.invalid' })
    expect(http.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST https://api.hireflow.test/rest/profile/delete',
      'POST https://api.hireflow.test/rest/profile/delete',
    ])
  })
})
