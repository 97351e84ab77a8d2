import { describe, expect, it } from 'vitest'
import { json, memoryHttp } from '../../../adapters/memory/index'
import { createAuthApi } from '../../../core/identity'
import { aWireProfile } from '../session/profiles'
import { memoryApi } from '../api/harness'

const wireProfile = aWireProfile()

const harness = () => {
  const http = memoryHttp()
  const told: unknown[] = []
  const api = createAuthApi(memoryApi({ http, token: () => 'jwt-current', unauthorized: (request) => (told.push(request), { _tag: 'RetryWithCurrentToken', token: 'jwt-current' }) }))
  return { api, http, told }
}

describe('createAuthApi: which token each call carries', () => {
  it('sends the session\'s own calls with the token they are about', async () => {
    const { api, http } = harness()
    http.on('POST', '/rest/auth/refresh', () => json(200, { jwt: 'a.b.c', downloadToken: 'dl' }))
    http.on('POST', '/rest/auth/logout', () => json(200, { success: true }))
    http.on('GET', '/rest/profile', () => json(200, wireProfile))
    await api.refresh('jwt-due')
    await api.logout('jwt-revoked')
    await api.profile(0, { bearer: 'jwt-new' })
    await api.logout()
    expect(http.requests.map((request) => request.headers['Authorization'])).toEqual([
      'Bearer jwt-due',
      'Bearer jwt-revoked',
      'Bearer jwt-new',
      'Bearer jwt-current',
    ])
  })

  it('sends credentials calls without a token, and their 401 is not the session\'s (no hook, no retry)', async () => {
    const { api, http, told } = harness()
    http.on('POST', '/rest/auth/login', () => json(401, { error: { code: 'auth.invalidCredentials', message: 'no' } }))
    http.on('POST', '/rest/auth/email', () => json(401, {}))
    await expect(api.login({ provider: 'password', email: 'a@b.co', password: 'x' }, 0)).rejects.toMatchObject({ status: 401 })
    await expect(api.email('a@b.co', 'signIn')).rejects.toMatchObject({ status: 401 })
    expect(http.requests.map((request) => request.headers['Authorization'] ?? null)).toEqual([null, null])
    expect(told).toEqual([])
  })
})
