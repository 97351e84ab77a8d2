import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SUGGESTION_LIMITS } from '../../../core/constants'
import { SuggestionsSchema, type Suggestion } from '../../../core/search'
import { startTestServer, type TestServer } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.db.close()
})

async function suggest(field: string, q: string): Promise<Suggestion[]> {
  const response = await server.app.request(`/rest/suggestions/${field}?q=${encodeURIComponent(q)}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('public, max-age=60')
  return v.parse(SuggestionsSchema, await response.json()).suggestions
}

async function jobsTitled(title: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE title = $1', [title])
  return row?.n ?? 0
}

describe('"what" autocomplete', () => {
  test('suggests titles and skills starting with the text, with their job counts, most jobs first', async () => {
    const suggestions = await suggest('what', 'Nur')
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.maxSuggestions)
    for (const suggestion of suggestions) expect(suggestion.text.toLowerCase()).toMatch(/(^|[^a-z])nur/)
    const titles = suggestions.filter((suggestion) => suggestion.kind === 'title')
    for (const title of titles) expect(title.jobs).toBe(await jobsTitled(title.text))
    const starting = suggestions.filter((suggestion) => suggestion.text.toLowerCase().startsWith('nur'))
    const counts = starting.map((suggestion) => suggestion.jobs ?? 0)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  test('finds a title by a later word: "nurse" suggests "Registered Nurse"', async () => {
    expect((await suggest('what', 'nurse')).map((suggestion) => suggestion.text)).toContain('Registered Nurse')
  })

  test('matches several words, in any case and spacing', async () => {
    const suggestions = await suggest('what', '  REGISTERED   nu')
    expect(suggestions[0]).toMatchObject({ text: 'Registered Nurse', kind: 'title' })
  })

  test('suggests skills too', async () => {
    const suggestions = await suggest('what', 'epic')
    expect(suggestions).toContainEqual(expect.objectContaining({ text: 'Epic', kind: 'skill' }))
  })

  test('text with nothing to match answers no suggestions', async () => {
    expect(await suggest('what', '')).toEqual([])
    expect(await suggest('what', '%_\\')).toEqual([])
    expect(await suggest('what', 'zzzzqqq')).toEqual([])
  })

  test('follows the jobs: a new title is suggested once posted and gone once its jobs are', async () => {
    await server.db.query(
      `INSERT INTO jobs (id, slug, title, company, pro_id, industry, industry_id, experience, compensation, city, state, lat, lon, job_type, remote, skills, description, posted_at)
       SELECT 'suggest-' || n, 'x', 'Zeppelin Pilot', 'Skyways', (SELECT id FROM pros LIMIT 1), 'Logistics & Transportation', 'logistics-and-transportation', 'mid', 'year', 'Austin', 'TX', 30.3, -97.7,
              'permanent', false, ARRAY['Airship Rigging'], 'Fly.', now()
       FROM generate_series(1, 3) n`,
    )
    expect(await suggest('what', 'zepp')).toEqual([{ text: 'Zeppelin Pilot', kind: 'title', jobs: 3 }])
    expect(await suggest('what', 'rigging')).toEqual([{ text: 'Airship Rigging', kind: 'skill', jobs: 3 }])
    await server.db.query(`UPDATE jobs SET title = 'Zeppelin Captain' WHERE id = 'suggest-1'`)
    expect(await suggest('what', 'zeppelin')).toEqual([
      { text: 'Zeppelin Pilot', kind: 'title', jobs: 2 },
      { text: 'Zeppelin Captain', kind: 'title', jobs: 1 },
    ])
    await server.db.query(`DELETE FROM jobs WHERE id LIKE 'suggest-%'`)
    expect(await suggest('what', 'zepp')).toEqual([])
    expect(await suggest('what', 'airship')).toEqual([])
  })
})

describe('"where" autocomplete', () => {
  test('suggests cities as "City, ST", largest first, and states', async () => {
    const suggestions = await suggest('where', 'aus')
    expect(suggestions[0]).toEqual({ text: 'Austin, TX', kind: 'city' })
    expect((await suggest('where', 'new')).map((suggestion) => suggestion.text)).toEqual(
      expect.arrayContaining(['New York, NY', 'New Jersey', 'New Mexico']),
    )
    expect(await suggest('where', 'texa')).toContainEqual({ text: 'Texas', kind: 'state' })
    expect((await suggest('where', 'brook'))[0]).toEqual({ text: 'Brooklyn, NY', kind: 'city' })
    expect(await suggest('where', 'new')).not.toContainEqual({ text: 'Brooklyn, NY', kind: 'city' })
  })

  test('reads "City, ST" and later words', async () => {
    expect((await suggest('where', 'aurora, i'))[0]).toEqual({ text: 'Aurora, IL', kind: 'city' })
    expect((await suggest('where', 'antonio'))[0]).toEqual({ text: 'San Antonio, TX', kind: 'city' })
  })

  test('digits suggest ZIP codes with their city', async () => {
    const suggestions = await suggest('where', '787')
    expect(suggestions.length).toBe(SUGGESTION_LIMITS.maxSuggestions)
    expect(suggestions[0]).toEqual({ text: '78701', kind: 'zip', detail: 'Austin, TX' })
    for (const suggestion of suggestions) expect(suggestion.text).toMatch(/^787\d\d$/)
    expect(suggestions.map((suggestion) => suggestion.text)).toEqual(suggestions.map((suggestion) => suggestion.text).sort())
  })

  test('every suggestion is a place the search knows', async () => {
    for (const typed of ['a', 'sp', 'new y', '100', 'wash']) {
      for (const suggestion of await suggest('where', typed)) {
        const result = await server.search({ where: suggestion.text })
        expect(result.message, suggestion.text).not.toBe('search.invalidLocation')
      }
    }
  })
})

describe('bad queries', () => {
  test('a query over the limit or with control characters is a 400; an unknown field a 404', async () => {
    expect((await server.app.request(`/rest/suggestions/what?q=${'a'.repeat(SUGGESTION_LIMITS.maxQueryLength + 1)}`)).status).toBe(400)
    expect((await server.app.request('/rest/suggestions/where?q=a%00b')).status).toBe(400)
    expect((await server.app.request('/rest/suggestions/who?q=a')).status).toBe(404)
  })
})
