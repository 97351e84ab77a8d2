import { describe, expect, test } from 'vitest'
import type { Recommendation } from '../../../core/recommendations'
import type { JobId } from '../../../core/search'
import type { Profile } from '../../../core/session'
import type { SessionView } from '../../../machines/session/sessionStore'
import { createRecommendationsQuery } from '../../../machines/recommendations/recommendationsQuery'

const recommendation = (id: string): Recommendation => ({
  job: {
    id: id as JobId, slug: id, title: id, company: 'Acme', recruiter: { id: 'p', name: 'Pro', slug: 'pro' }, compensation: 'year',
    compensationMin: null, compensationMax: null, location: { address: { city: 'Austin', state: 'TX' } }, jobType: 'permanent',
    remote: false, skills: [], postedAt: '2026-11-20T00:00:00.000Z', industry: 'healthcare', summary: '',
  },
  reason: { kind: 'title', value: 'Nurse' },
})
const signedIn = (id: string): SessionView => ({ _tag: 'SignedIn', token: 't', profile: { id } as Profile })

function setUp(answers: Array<readonly Recommendation[] | Error>) {
  let view: SessionView = signedIn('ada')
  let calls = 0
  const query = createRecommendationsQuery({
    api: { list: () => { const answer = answers[calls++ % answers.length]!; return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer) } },
    session: { current: () => view },
  })
  return { query, calls: () => calls, become: (next: SessionView) => void (view = next) }
}

describe('the recommendations query of the app actor', () => {
  test('asked once per account: a second screen gets the same answer without a call', async () => {
    const world = setUp([[recommendation('a')]])
    expect(await world.query.list()).toEqual([recommendation('a')])
    expect(await world.query.list()).toEqual([recommendation('a')])
    expect(world.calls()).toBe(1)
  })

  test('fresh asks again (after applying), and later screens get that newer answer', async () => {
    const world = setUp([[recommendation('a'), recommendation('b')], [recommendation('b')]])
    await world.query.list()
    expect(await world.query.list({ fresh: true })).toEqual([recommendation('b')])
    expect(await world.query.list()).toEqual([recommendation('b')])
    expect(world.calls()).toBe(2)
  })

  test('another account asks anew; signed out there is nothing and no call', async () => {
    const world = setUp([[recommendation('a')], [recommendation('c')]])
    await world.query.list()
    world.become(signedIn('bob'))
    expect(await world.query.list()).toEqual([recommendation('c')])
    world.become({ _tag: 'SignedOut' })
    expect(await world.query.list()).toBeNull()
    expect(world.calls()).toBe(2)
  })

  test('a failed call answers null (the section stays away) and the next screen asks again', async () => {
    const world = setUp([new Error('offline'), [recommendation('a')]])
    expect(await world.query.list()).toBeNull()
    expect(await world.query.list()).toEqual([recommendation('a')])
  })
})
