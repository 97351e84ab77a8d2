import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { SEARCH_AUTO_RETRIES, searchPaginationMachine } from '../../../machines/search/searchPagination.machine'
import { idsOf, searchPage } from '../../core/search/fixtures'
import { createFakeSearchJobs } from './fakeSearchJobs'

const nurses = { what: 'nurse', where: 'Austin, TX' }
const welders = { what: 'welder' }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function start() {
  const fake = createFakeSearchJobs()
  const clock = new SimulatedClock()
  const actor = createActor(searchPaginationMachine.provide({ actors: { searchJobs: fake.actor } }), { clock })
  actor.start()
  const stateOf = () => actor.getSnapshot().value
  const contextOf = () => actor.getSnapshot().context
  const reach = (state: string) => waitFor(actor, (snapshot) => snapshot.matches(state as never), { timeout: 1000 })
  return { fake, clock, actor, stateOf, contextOf, reach }
}

describe('idle', () => {
  it('waits for a search and ignores paging and retry', async () => {
    const { fake, actor, stateOf } = start()
    actor.send({ type: 'user.nextPageRequested' })
    actor.send({ type: 'user.retryRequested' })
    await settle()
    expect(stateOf()).toBe('idle')
    expect(fake.requests).toHaveLength(0)
  })
})

describe('loadingFirstPage', () => {
  it('asks for the first page with no cursor and shows it', async () => {
    const { fake, actor, contextOf, reach } = start()
    actor.send({ type: 'user.searchSubmitted', criteria: nurses })
    expect(fake.latest().input).toEqual({ criteria: nurses, cursor: null })
    expect(contextOf()).toMatchObject({ criteria: nurses, jobs: [], pagesLoaded: 0 })
    fake.latest().answer(searchPage({ ids: ['a', 'b'], cursor: 'c1', total: 4 }))
    await reach('showingResults')
    expect(idsOf(contextOf().jobs)).toEqual(['a', 'b'])
    expect(contextOf()).toMatchObject({ cursor: 'c1', total: 4, totalIsExact: true, complete: false, pagesLoaded: 1 })
  })

  it('lands in exhausted, with the message and alternatives, when the first page is empty', async () => {
    const { fake, actor, contextOf, reach } = start()
    actor.send({ type: 'user.searchSubmitted', criteria: nurses })
    fake.latest().answer(searchPage({ ids: [], total: 0, message: 'search.invalidLocation', alternativeIds: ['x'] }))
    await reach('exhausted')
    expect(contextOf()).toMatchObject({ complete: true, message: 'search.invalidLocation', jobs: [] })
    expect(idsOf(contextOf().alternatives)).toEqual(['x'])
  })

  it('fails with search.somethingWentWrong and retries the first page', async () => {
    const { fake, actor, contextOf, reach } = start()
    actor.send({ type: 'user.searchSubmitted', criteria: nurses })
    fake.latest().fail({ _tag: 'NetworkError' })
    await reach('failed')
    expect(contextOf().error).toBe('search.somethingWentWrong')
    actor.send({ type: 'user.retryRequested' })
    expect(actor.getSnapshot().value).toBe('loadingFirstPage')
    expect(contextOf().error).toBeNull()
    expect(fake.latest().input).toEqual({ criteria: nurses, cursor: null })
    fake.latest().answer(searchPage({ ids: ['a'], cursor: 'c1', total: 3 }))
    await reach('showingResults')
    expect(idsOf(contextOf().jobs)).toEqual(['a'])
  })

  it('fails when no searchJobs was provided', async () => {
    const actor = createActor(searchPaginationMachine).start()
    actor.send({ type: 'user.searchSubmitted', criteria: nurses })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'), { timeout: 1000 })
    expect(actor.getSnapshot().context.error).toBe('search.somethingWentWrong')
  })

  it('a new search stops the one in flight: its signal aborts and its late answer is ignored', async () => {
    const { fake, actor, contextOf, reach } = start()
    actor.send({ type: 'user.searchSubmitted', criteria: nurses })
    const first = fake.latest()
    actor.send({ type: 'user.searchSubmitted', criteria: welders })
    expect(first.signal.aborted).toBe(true)
    expect(fake.requests).toHaveLength(2)
    expect(fake.latest().input).toEqual({ criteria: welders, cursor: null })
    first.answer(searchPage({ ids: ['nurse-1'], cursor: 'n1', total: 5 }))
    await settle()
    expect(actor.getSnapshot().value).toBe('loadingFirstPage')
    fake.latest().answer(searchPage({ ids: ['welder-1'], cursor: 'w1', total: 5 }))
    await reach('showingResults')
    await settle()
    expect(idsOf(contextOf().jobs)).toEqual(['welder-1'])
    expect(contextOf().criteria).toEqual(welders)
  })

  it('regression (fc.scheduler): an answer settling just as a new search starts is ignored', async () => {
    const { fake, actor, contextOf, stateOf } = start()
    actor.send({ type: 'user.searchSubmitted', criteria: nurses })
    fake.latest().answer(searchPage({ ids: ['nurse-1'], cursor: 'n1', total: 5 }))
    actor.send({ type: 'user.searchSubmitted', criteria: welders })
    await settle()
    expect(stateOf()).toBe('loadingFirstPage')
    expect(contextOf()).toMatchObject({ criteria: welders, jobs: [], pagesLoaded: 0 })
  })
})

describe('showingResults and loadingMore', () => {
  async function withFirstPage() {
    const driver = start()
    driver.actor.send({ type: 'user.searchSubmitted', criteria: nurses })
    driver.fake.latest().answer(searchPage({ ids: ['a', 'b'], cursor: 'c1', total: 5 }))
    await driver.reach('showingResults')
    return driver
  }

  it('appends the next page, dropping duplicates, and advances the cursor', async () => {
    const { fake, actor, contextOf, reach } = await withFirstPage()
    actor.send({ type: 'user.nextPageRequested' })
    expect(actor.getSnapshot().value).toBe('loadingMore')
    expect(fake.latest().input).toEqual({ criteria: nurses, cursor: 'c1' })
    fake.latest().answer(searchPage({ ids: ['b', 'c'], cursor: 'c2', total: 5 }))
    await reach('showingResults')
    expect(idsOf(contextOf().jobs)).toEqual(['a', 'b', 'c'])
    expect(contextOf()).toMatchObject({ cursor: 'c2', pagesLoaded: 2 })
  })

  it('ignores a second request while a page is loading', async () => {
    const { fake, actor } = await withFirstPage()
    actor.send({ type: 'user.nextPageRequested' })
    actor.send({ type: 'user.nextPageRequested' })
    expect(fake.requests).toHaveLength(2)
  })

  it('reaches the end when the total is reached and then ignores paging', async () => {
    const { fake, actor, contextOf, reach } = await withFirstPage()
    actor.send({ type: 'user.nextPageRequested' })
    fake.latest().answer(searchPage({ ids: ['c', 'd', 'e'], cursor: 'c2', total: 5 }))
    await reach('exhausted')
    expect(contextOf()).toMatchObject({ complete: true, cursor: null })
    actor.send({ type: 'user.nextPageRequested' })
    expect(actor.getSnapshot().value).toBe('exhausted')
    expect(fake.requests).toHaveLength(2)
  })

  it('keeps the results on a failed later page and retries that page', async () => {
    const { fake, actor, contextOf, reach } = await withFirstPage()
    actor.send({ type: 'user.nextPageRequested' })
    fake.latest().fail({ _tag: 'HttpError', status: 503 })
    await reach('failed')
    expect(idsOf(contextOf().jobs)).toEqual(['a', 'b'])
    expect(contextOf().error).toBe('search.somethingWentWrong')
    actor.send({ type: 'user.nextPageRequested' })
    expect(actor.getSnapshot().value).toBe('failed')
    actor.send({ type: 'user.retryRequested' })
    expect(actor.getSnapshot().value).toBe('loadingMore')
    expect(fake.latest().input).toEqual({ criteria: nurses, cursor: 'c1' })
    fake.latest().answer(searchPage({ ids: ['c'], cursor: 'c2', total: 5 }))
    await reach('showingResults')
    expect(idsOf(contextOf().jobs)).toEqual(['a', 'b', 'c'])
    expect(contextOf().error).toBeNull()
  })

  it('a new search while loading more aborts it and starts over', async () => {
    const { fake, actor, contextOf, reach } = await withFirstPage()
    actor.send({ type: 'user.nextPageRequested' })
    const more = fake.latest()
    actor.send({ type: 'user.searchSubmitted', criteria: welders })
    expect(more.signal.aborted).toBe(true)
    expect(contextOf()).toMatchObject({ jobs: [], cursor: null, pagesLoaded: 0, criteria: welders })
    more.answer(searchPage({ ids: ['late'], cursor: 'c9', total: 9 }))
    fake.latest().answer(searchPage({ ids: ['w'], total: 1 }))
    await reach('exhausted')
    await settle()
    expect(idsOf(contextOf().jobs)).toEqual(['w'])
  })
})

describe('exhausted and failed', () => {
  it('a new search starts over from exhausted and from failed', async () => {
    const { fake, actor, reach } = start()
    actor.send({ type: 'user.searchSubmitted', criteria: nurses })
    fake.latest().answer(searchPage({ ids: [], total: 0 }))
    await reach('exhausted')
    actor.send({ type: 'user.searchSubmitted', criteria: welders })
    expect(actor.getSnapshot().value).toBe('loadingFirstPage')
    fake.latest().fail(new Error('boom'))
    await reach('failed')
    actor.send({ type: 'user.searchSubmitted', criteria: nurses })
    expect(actor.getSnapshot().value).toBe('loadingFirstPage')
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})

describe('failed: the automatic retry on the network backoff', () => {
  it('retries a server error after 1 s, 2 s, 4 s... and shows the page once the API is back, without a click', async () => {
    const { fake, clock, actor, contextOf, reach, stateOf } = start()
    actor.send({ type: 'user.searchSubmitted', criteria: nurses })
    fake.latest().fail({ _tag: 'HttpError', status: 500 })
    await reach('failed')
    clock.increment(999)
    expect(fake.requests).toHaveLength(1)
    clock.increment(1)
    expect(stateOf()).toBe('loadingFirstPage')
    expect(fake.latest().input).toEqual({ criteria: nurses, cursor: null })
    fake.latest().fail({ _tag: 'NetworkError' })
    await reach('failed')
    clock.increment(1999)
    expect(fake.requests).toHaveLength(2)
    clock.increment(1)
    fake.latest().answer(searchPage({ ids: ['a'], cursor: 'c1', total: 3 }))
    await reach('showingResults')
    expect(contextOf()).toMatchObject({ error: null, autoRetries: 0 })
  })

  it('retries a failed later page by itself, keeping the results', async () => {
    const { fake, clock, actor, contextOf, reach } = start()
    actor.send({ type: 'user.searchSubmitted', criteria: nurses })
    fake.latest().answer(searchPage({ ids: ['a'], cursor: 'c1', total: 3 }))
    await reach('showingResults')
    actor.send({ type: 'user.nextPageRequested' })
    fake.latest().fail({ _tag: 'HttpError', status: 503 })
    await reach('failed')
    clock.increment(1000)
    expect(fake.latest().input).toEqual({ criteria: nurses, cursor: 'c1' })
    expect(idsOf(contextOf().jobs)).toEqual(['a'])
  })

  it('does not retry a refused search (4xx) or an unexpected failure', async () => {
    const { fake, clock, actor, reach, stateOf } = start()
    actor.send({ type: 'user.searchSubmitted', criteria: nurses })
    fake.latest().fail({ _tag: 'HttpError', status: 400 })
    await reach('failed')
    clock.increment(60_000)
    expect(stateOf()).toBe('failed')
    actor.send({ type: 'user.searchSubmitted', criteria: welders })
    fake.latest().fail(new Error('boom'))
    await reach('failed')
    clock.increment(60_000)
    expect(fake.requests).toHaveLength(2)
  })

  it(`gives up after ${SEARCH_AUTO_RETRIES} automatic retries; the user's Retry starts the count again`, async () => {
    const { fake, clock, actor, reach, stateOf } = start()
    actor.send({ type: 'user.searchSubmitted', criteria: nurses })
    for (let retry = 0; retry <= SEARCH_AUTO_RETRIES; retry++) {
      fake.latest().fail({ _tag: 'NetworkError' })
      await reach('failed')
      clock.increment(10_000)
    }
    expect(stateOf()).toBe('failed')
    expect(fake.requests).toHaveLength(SEARCH_AUTO_RETRIES + 1)
    actor.send({ type: 'user.retryRequested' })
    fake.latest().fail({ _tag: 'NetworkError' })
    await reach('failed')
    clock.increment(1000)
    expect(stateOf()).toBe('loadingFirstPage')
  })

  it('a new search cancels the pending automatic retry', async () => {
    const { fake, clock, actor, reach } = start()
    actor.send({ type: 'user.searchSubmitted', criteria: nurses })
    fake.latest().fail({ _tag: 'NetworkError' })
    await reach('failed')
    actor.send({ type: 'user.searchSubmitted', criteria: welders })
    fake.latest().answer(searchPage({ ids: ['w'], total: 1 }))
    await reach('exhausted')
    clock.increment(10_000)
    expect(fake.requests).toHaveLength(2)
  })
})
