import { describe, expect, it } from 'vitest'
import { loadEnv } from '../../../core/env/index'
import { STORED } from '../../../core/storage/index'
import { createTestClock, json, memoryHttp, memoryStorage, offline } from '../../../adapters/memory/index'
import { track } from '../api/harness'

const config = { apiUrl: 'https://api.hireflow.test', jaxApiUrl: 'https://jax.hireflow.test' }

const setup = () => {
  const clock = createTestClock(0)
  const http = memoryHttp()
  const { local } = memoryStorage()
  const sentAt: number[] = []
  const deps = { http, clock, local, origin: 'https://hireflow.test/' }
  return { clock, http, local, sentAt, deps }
}

describe('loadEnv', () => {
  it('gets {origin}/env, validates it and caches it in local storage', async () => {
    const { http, local, deps } = setup()
    http.on('GET', '/env', () => json(200, config))
    await expect(loadEnv(deps)).resolves.toEqual(config)
    expect(http.requests[0]?.url).toBe('https://hireflow.test/env')
    expect(JSON.parse(local.get(STORED.envConfig.key) ?? 'null')).toEqual(config)
  })

  it('starts at once from a valid cached config and refreshes the cache in the background', async () => {
    const { http, local, clock, deps } = setup()
    local.set(STORED.envConfig.key, JSON.stringify(config))
    const fresh = { ...config, apiUrl: 'https://api2.hireflow.test' }
    http.on('GET', '/env', () => json(200, fresh))
    await expect(loadEnv(deps)).resolves.toEqual(config)
    await clock.settle()
    expect(JSON.parse(local.get(STORED.envConfig.key) ?? 'null')).toEqual(fresh)
  })

  it('still starts from the cache when the background refresh fails', async () => {
    const { http, local, clock, deps } = setup()
    local.set(STORED.envConfig.key, JSON.stringify(config))
    http.on('GET', '/env', offline)
    await expect(loadEnv(deps)).resolves.toEqual(config)
    await clock.advanceAsync(120_000)
    expect(JSON.parse(local.get(STORED.envConfig.key) ?? 'null')).toEqual(config)
  })

  it.each([['not json'], [JSON.stringify({ apiUrl: 42 })], [JSON.stringify(null)]])('ignores an invalid cache (%s)', async (cached) => {
    const { http, local, deps } = setup()
    local.set(STORED.envConfig.key, cached)
    http.on('GET', '/env', () => json(200, config))
    await expect(loadEnv(deps)).resolves.toEqual(config)
    expect(http.requests).toHaveLength(1)
  })

  it('retries network errors, bad statuses and invalid answers with min(2^n, 3000) ms between tries', async () => {
    const { http, clock, sentAt, deps } = setup()
    const failures = [offline, () => json(500, {}), () => json(200, { apiUrl: 1 })]
    http.on('GET', '/env', (request, params) => {
      sentAt.push(clock.now())
      const failure = failures[sentAt.length - 1]
      return failure ? failure(request, params) : json(200, config)
    })
    const outcome = track(loadEnv(deps))
    await clock.advanceAsync(100)
    expect(outcome.value).toEqual(config)
    expect(sentAt).toEqual([0, 1, 3, 7])
  })

  it('gives up after 20 retries with StartupFailed (app.startupFailed)', async () => {
    const { http, clock, sentAt, deps } = setup()
    http.on('GET', '/env', (request, params) => {
      sentAt.push(clock.now())
      return offline(request, params)
    })
    const outcome = track(loadEnv(deps))
    await clock.advanceAsync(60_000)
    expect(outcome.status).toBe('rejected')
    expect(outcome.error).toMatchObject({ _tag: 'StartupFailed', messageId: 'app.startupFailed', cause: { _tag: 'NetworkError' } })
    const delays = sentAt.slice(1).map((at, index) => at - (sentAt[index] ?? 0))
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 3000, 3000, 3000, 3000, 3000, 3000, 3000, 3000])
    expect(sentAt).toHaveLength(21)
  })

  it('says once, right after the first failed try, that it is retrying, so the page is never blank meanwhile', async () => {
    const { http, clock, sentAt, deps } = setup()
    const told: number[] = []
    http.on('GET', '/env', (request, params) => {
      sentAt.push(clock.now())
      return sentAt.length < 4 ? offline(request, params) : json(200, config)
    })
    const outcome = track(loadEnv({ ...deps, onRetrying: () => told.push(clock.now()) }))
    await clock.advanceAsync(0)
    expect(told).toEqual([0])
    await clock.advanceAsync(100)
    expect(outcome.value).toEqual(config)
    expect(told).toEqual([0])
  })

  it('says nothing when the first try answers, nor when a cached config is refreshed in the background', async () => {
    const { http, local, clock, deps } = setup()
    let told = 0
    http.on('GET', '/env', () => json(200, config))
    await loadEnv({ ...deps, onRetrying: () => told++ })
    local.set(STORED.envConfig.key, JSON.stringify(config))
    http.on('GET', '/env', offline)
    await loadEnv({ ...deps, onRetrying: () => told++ })
    await clock.advanceAsync(60_000)
    expect(told).toBe(0)
  })
})
