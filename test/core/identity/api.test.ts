import { describe, expect, it } from 'vitest'
import { createTestClock, json, memoryHttp } from '../../../adapters/memory/index'
import { createAuthApi } from '../../../core/identity'
import { aWireProfile } from '../session/profiles'
import { token } from '../session/tokens'
import { memoryApi } from '../api/harness'

const NOW = Date.UTC(2026, 0, 10)
const jwt = token({ issuedAt: NOW })
const wireProfile = aWireProfile({ location: { city: 'Austin', state: 'TX', zip: '78701', postal: '78701' } })

const harness = () => {
  const http = memoryHttp()
  const state = { token: null as string | null }
  const api = createAuthApi(memoryApi({ http, clock: createTestClock(NOW), token: () => state.token }))
  return { api, http, state }
}

describe('createAuthApi', () => {
  it('logs in with the timezone offset and maps the profile location from _location', async () => {
    const { api, http } = harness()
    http.on('POST', '/rest/auth/login', () =>
      json(200, { success: true, jwt, downloadToken: 'dl', profile: wireProfile, location: wireProfile._location }),
    )
    const answer = await api.login({ provider: 'password', email: 'ada@example.com', password: 'pw' }, 300)
    expect(http.requests[0]?.url).toBe('https://api.hireflow.test/rest/auth/login?timezoneOffset=300')
    expect(JSON.parse(http.requests[0]?.body ?? '')).toEqual({ provider: 'password', email: 'ada@example.com', password: 'pw' })
    expect(answer.jwt).toBe(jwt)
    expect(answer.profile.location?.city).toBe('Austin')
    expect(answer.profile).not.toHaveProperty('_location')
  })

  it('rejects a refused login with an HttpError carrying the server code', async () => {
    const { api, http } = harness()
    http.on('POST', '/rest/auth/login', () => json(401, { error: { code: 'auth.invalidCredentials', message: 'no' } }))
    await expect(api.login({ provider: 'password', email: 'a@b.co', password: 'x' }, 0)).rejects.toMatchObject({
      _tag: 'HttpError',
      status: 401,
      code: 'auth.invalidCredentials',
    })
  })

  it('logs out, refreshes and loads the profile with the bearer token', async () => {
    const { api, http, state } = harness()
    state.token = jwt
    http.on('POST', '/rest/auth/logout', () => json(200, { success: true }))
    http.on('POST', '/rest/auth/refresh', () => json(200, { jwt, downloadToken: 'dl2' }))
    http.on('GET', '/rest/profile', () => json(200, wireProfile))
    await api.logout()
    expect(await api.refresh()).toEqual({ jwt, downloadToken: 'dl2' })
    expect((await api.profile(-60)).email).toBe('ada@example.com')
    expect(http.requests.map((request) => request.headers['Authorization'])).toEqual([`Bearer ${jwt}`, `Bearer ${jwt}`, `Bearer ${jwt}`])
    expect(http.requests[2]?.url).toBe('https://api.hireflow.test/rest/profile?timezoneOffset=-60')
  })

  it('mails a sign-up code', async () => {
    const { api, http } = harness()
    http.on('POST', '/rest/auth/email', () => json(202, { success: true }))
    await api.email('ada@example.com', 'signUp')
    expect(JSON.parse(http.requests[0]?.body ?? '')).toEqual({ email: 'ada@example.com', purpose: 'signUp' })
  })

  it('resets the password with a mailed code, and says why when the code is refused', async () => {
    const { api, http } = harness()
    http.on('POST', '/rest/auth/reset-password', () => json(200, { success: true }))
    await api.resetPassword({ email: 'ada@example.com', code: '123456', password: 'new password' })
    expect(http.requests[0]?.url).toBe('https://api.hireflow.test/rest/auth/reset-password')
    expect(JSON.parse(http.requests[0]?.body ?? '')).toEqual({ email: 'ada@example.com', code: '123456', password: 'new password' })
    const refused = harness()
    refused.http.on('POST', '/rest/auth/reset-password', () => json(400, { error: { code: 'auth.invalidCode', message: 'no' } }))
    await expect(refused.api.resetPassword({ email: 'a@b.co', code: '000000', password: 'new password' })).rejects.toMatchObject({
      _tag: 'HttpError',
      status: 400,
      code: 'auth.invalidCode',
    })
  })
})
