import { describe, expect, it } from 'vitest'
import type { ApiError } from '../../../core/api/contract'
import type { Job, JobSummary, SearchApi, SearchCriteria, SearchResult } from '../../../core/search'
import { loadJob } from '../../../ui/features/job/loadJob'
import type { AppServices } from '../../../ui/services'

const job = {
  id: 'j-1',
  slug: 'registered-nurse',
  title: 'Registered Nurse',
  location: { address: { city: 'Austin', state: 'TX' } },
} as unknown as Job

function servicesAnswering(lookup: SearchApi['lookupJob'], searchJobs?: SearchApi['searchJobs']): AppServices {
  const api: SearchApi = { lookupJob: lookup, searchJobs: searchJobs ?? (() => Promise.reject(new Error('searchJobs is not faked'))) }
  return { api } as unknown as AppServices
}

const load = (jobId: string, services: AppServices) =>
  loadJob({ params: { slug: 'registered-nurse', jobId }, context: { services } })

describe('loadJob', () => {
  it('hands the job to the page, with its related jobs on the way', async () => {
    const related = [job as unknown as JobSummary]
    const asked: SearchCriteria[] = []
    const services = servicesAnswering(
      async (id) => ({ ...job, id }),
      async (criteria) => {
        asked.push(criteria)
        return { documents: related } as unknown as SearchResult
      },
    )
    const result = await load('j-1', services)
    expect(result).toEqual({ job, related: expect.any(Promise) })
    expect('related' in result && (await result.related)).toBe(related)
    expect(asked).toEqual([{ what: 'Registered Nurse', where: 'Austin, TX', pageSize: 100 }])
  })

  it('shows the job even when the related search fails: its related jobs are null', async () => {
    const result = await load('j-1', servicesAnswering(async () => job))
    expect('related' in result && (await result.related)).toBeNull()
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
