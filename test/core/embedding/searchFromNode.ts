/**
 * Embedding example (docs/embedding.md): the Hireflow core and memory adapters in plain Node, no React.
 * Run it with `npx tsx --conditions=hireflow-source test/core/embedding/searchFromNode.ts` (the sources,
 * not lib/); test/core/embedding/searchFromNode.test.ts runs it too.
 */
import { pathToFileURL } from 'node:url'
import { createIntl } from '@formatjs/intl'
import * as v from 'valibot'
import {
  createApi,
  createSearchApi,
  enUS,
  isApiError,
  loadEnv,
  messageForApiError,
  previewWords,
  JobIdSchema,
  type ClockPort,
  type SearchCriteria,
} from 'hireflow/core'
import { json, memoryHttp, memoryStorage } from 'hireflow/adapters/memory'

/** An embedder's own clock adapter: a ClockPort is three functions. */
const nodeClock: ClockPort = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id as NodeJS.Timeout),
}

/** Stand-in answers; an embedder would pass fetchHttp() or its own HttpPort to talk to a real server. */
const stubServer = () => {
  const job = (id: string, title: string) => ({
    id,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    title,
    company: 'Summit Health',
    recruiter: { id: 'pro-1', name: 'Ada Recruiter', slug: 'ada-recruiter' },
    compensation: 'hour',
    compensationMin: 38,
    compensationMax: 52,
    location: { address: { city: 'Austin', state: 'TX' } },
    jobType: 'contract',
    remote: false,
    skills: ['triage', 'charting'],
    postedAt: '2026-11-01T10:00:00.000Z',
    industry: 'Healthcare',
    summary: 'Night shifts on a busy cardiac ward with a friendly team and paid parking',
  })
  return memoryHttp()
    .on('GET', '/env', () => json(200, { apiUrl: 'https://api.example.test', jaxApiUrl: 'https://jax.example.test' }))
    .on('POST', '/rest/jobs/search', () =>
      json(200, {
        documents: [job('j1', 'Registered Nurse'), job('j2', 'Travel Nurse')],
        hits: { total: { value: 2, relation: 'eq' } },
        cursor: null,
        complete: true,
        message: null,
        alternatives: [],
      }),
    )
    .on('GET', '/rest/job-lookup/:id', () => json(404, { error: { code: 'job.notFound', message: 'No such job' } }))
}

/** Searches, then looks up a missing job, and returns the lines it would print. */
export async function searchFromNode(criteria: SearchCriteria = { what: 'nurse', where: 'Austin, TX' }): Promise<string[]> {
  const http = stubServer()
  const storage = memoryStorage()
  const intl = createIntl({ locale: 'en-US', messages: enUS })
  const lines: string[] = []

  const env = await loadEnv({ http, clock: nodeClock, local: storage.local, origin: 'https://hireflow.example.test' })
  const api = createSearchApi(
    createApi({
      http,
      clock: nodeClock,
      session: storage.session,
      config: () => env,
      locale: () => 'en-US',
      token: () => null,
      taint: () => false,
      notify: (notice) => lines.push(`notice: ${intl.formatMessage({ id: notice.id }, notice.values)}`),
    }),
  )

  const result = await api.searchJobs(criteria)
  lines.push(`${result.hits.total.value} jobs for "${criteria.what}"`)
  for (const job of result.documents) lines.push(`- ${job.title} (${job.location.address.city}): ${previewWords(job.summary)}`)

  try {
    await api.lookupJob(v.parse(JobIdSchema, 'gone'))
  } catch (error) {
    if (!isApiError(error)) throw error
    const message = messageForApiError(error)
    lines.push(`lookup failed: ${intl.formatMessage({ id: message.id }, message.values)}`)
  }
  return lines
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  searchFromNode().then((lines) => console.log(lines.join('\n')))
}
