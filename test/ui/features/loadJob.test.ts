import { describe, expect, it } from 'vitest'
import type { ApiError } from '../../../core/api/contract'
import type { Job, SearchApi } from '../../../core/search'
import { loadJob } from '../../../ui/features/job/loadJob'
import type { AppServices } from '../../../ui/services'

const job = { id: 'j-1', slug: 'registered-nurse', title: 'Registered Nurse' } as unknown as Job

function servicesAnswering(lookup: SearchApi['lookupJob']): AppServices {
  const api: SearchApi = { lookupJob: lookup, searchJobs: () => Promise.reject(new Error('searchJobs is not faked')) }
  return { api } as unknown as AppServices
}

const load = (jobId: string, services: AppServices) =>
  loadJob({ params: { slug: 'registered-nurse', jobId }, context: { services } })

describe('loadJob', () => {
  it('hands the job to the page', async () => {
    const services = servicesAnswering(async (id) => ({ ...job, id }))
    expect(await load('j-1', services)).toEqual({ job })
  })

  it('maps a 404 to notFound', async () => {
    const notFound: ApiError = { _tag: 'HttpError', status: 404 }
    expect(await load('j-404', servicesAnswering(() => Promise.reject(notFound)))).toEqual({ notFound: true })
  })

  it('answers notFound without asking the server for an id that cannot be one', async () => {
    const services = servicesAnswering(() => Promise.reject(new Error('must not be called')))
    expect(await load('not a valid id!', services)).toEqual({ notFound: true })
  })

  it('rethrows any other failure for the route error screen', async () => {
    const serverError: ApiError = { _tag: 'HttpError', status: 500 }
    await expect(load('j-1', servicesAnswering(() => Promise.reject(serverError)))).rejects.toBe(serverError)
    const offline: ApiError = { _tag: 'NetworkError' }
    await expect(load('j-1', servicesAnswering(() => Promise.reject(offline)))).rejects.toBe(offline)
  })
})
