import { describe, expect, it } from 'vitest'
import { json, memoryHttp } from '../../../adapters/memory/index'
import { createApplicationsApi } from '../../../core/applications'
import { memoryApi } from '../api/harness'
import { anApplication } from '../../machines/applications/fixtures'

describe('the applications calls', () => {
  it('build each call (method, path, body) and decode its answer', async () => {
    const http = memoryHttp()
    http
      .on('GET', '/rest/applications', () => json(200, { applications: [anApplication()] }))
      .on('GET', '/rest/applications/:id', () => json(200, anApplication()))
      .on('PATCH', '/rest/applications/:id', () => json(200, anApplication({ elevatorPitch: 'Ten years.' })))
      .on('POST', '/rest/applications/:id/withdraw', () => json(200, anApplication({ status: 'withdrawn' })))
      .on('POST', '/rest/applications/migrate/code', () => json(202, { success: true }))
      .on('POST', '/rest/applications/migrate', () => json(200, { moved: ['a'], notMoved: [] }))
      .on('GET', '/rest/applications/badge-info', () => json(200, { applications: 0, userJobs: [] }))
    const api = createApplicationsApi(memoryApi({ http, token: () => 'jwt-signed-in' }))
    expect(await api.list()).toHaveLength(1)
    expect((await api.get('app 1')).id).toBe('app-1')
    expect((await api.saveAnswers('app-1', { ...anApplication(), elevatorPitch: 'Ten years.' })).elevatorPitch).toBe('Ten years.')
    expect((await api.withdraw('app-1')).status).toBe('withdrawn')
    await expect(api.requestMigrateCode('old@example.com')).resolves.toBeUndefined()
    expect(await api.migrate({ proof: 'code', email: 'old@example.com', code: '123456' })).toEqual({ moved: ['a'], notMoved: [] })
    expect(await api.badgeInfo()).toEqual({ applications: 0, userJobs: [] })
    expect(http.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /rest/applications',
      'GET /rest/applications/app%201',
      'PATCH /rest/applications/app-1',
      'POST /rest/applications/app-1/withdraw',
      'POST /rest/applications/migrate/code',
      'POST /rest/applications/migrate',
      'GET /rest/applications/badge-info',
    ])
  })
})
