import ELK from 'elkjs/lib/elk.bundled.js'
import { describe, expect, it } from 'vitest'
import { acceptedEvents } from '../../explorer/parts/EventForms'
import { activeIds, ANY_STATE, chartOf, eventLabel } from '../../explorer/statechart/graph'
import { layOut } from '../../explorer/statechart/layout'
import { formatStateValue } from '../../explorer/statechart/stateValue'
import { searchPaginationMachine, sessionMachine } from '../../machines'

describe('the statechart, read from the machine itself', () => {
  const chart = chartOf(searchPaginationMachine)

  it('has every state of the definition and an initial marker', () => {
    const ids = chart.states.map((state) => state.id)
    for (const key of Object.keys(searchPaginationMachine.root.states)) expect(ids).toContain(`searchPagination.${key}`)
    expect(chart.transitions).toContainEqual(expect.objectContaining({ source: 'searchPagination.__initial', target: 'searchPagination.idle' }))
  })

  it('labels transitions with their event and guard, and draws the root’s from "any state"', () => {
    const labels = chart.transitions.map((transition) => `${transition.source} -> ${transition.target}: ${transition.label}`)
    expect(labels).toContain('searchPagination.loadingMore -> searchPagination.exhausted: done: searchJobs [pageCompletesSearch]')
    expect(labels).toContain('searchPagination.failed -> searchPagination.loadingFirstPage: user.retryRequested [failedOnFirstPage]')
    expect(labels).toContain(`${ANY_STATE} -> searchPagination.loadingFirstPage: user.searchSubmitted`)
  })

  it('spells out combined guards (and, or, not, stateIn) instead of one opaque word', () => {
    const labels = chart.transitions.map((transition) => transition.label)
    expect(labels).toContain('after autoRetryDelay [mayRetryByItself && failedOnFirstPage]')
    const guards = chartOf(sessionMachine).transitions.map((transition) => transition.label)
    expect(guards.some((label) => label.includes('[!isLoggedIn]'))).toBe(true)
    expect(labels.join('\n')).not.toContain('…')
  })

  it('names XState’s own events as designers read them', () => {
    expect(eventLabel('xstate.error.actor.login')).toBe('error: login')
    expect(eventLabel('xstate.after.100.navigationGuard.awaitingRecheck')).toBe('after 100 ms')
    expect(eventLabel('xstate.after.loginRecheck.navigationGuard.awaitingRecheck')).toBe('after loginRecheck')
  })

  it('nests compound states and finds the active ones at every level', () => {
    const loggedIn = chartOf(sessionMachine).states.find((state) => state.id === 'session.loggedIn')
    expect(loggedIn?.children.map((child) => child.label)).toEqual(expect.arrayContaining(['token', 'profile']))
    const value = { loggedIn: { token: 'fresh', profile: 'loaded' } }
    expect([...activeIds(sessionMachine, value)]).toEqual(
      expect.arrayContaining(['session', 'session.loggedIn', 'session.loggedIn.token', 'session.loggedIn.token.fresh', 'session.loggedIn.profile.loaded']),
    )
    expect(formatStateValue(value)).toBe('loggedIn.token.fresh, loggedIn.profile.loaded')
  })

  it('lists the events the current state accepts, without XState’s own', () => {
    expect(acceptedEvents(searchPaginationMachine, 'showingResults')).toEqual(['user.nextPageRequested', 'user.searchSubmitted'])
    expect(acceptedEvents(searchPaginationMachine, 'loadingMore')).toEqual(['user.searchSubmitted'])
  })

  it('is laid out by elkjs: every state gets a box, every transition a path, inside the drawing', async () => {
    const layout = await layOut(chart, new ELK())
    expect(layout.states).toHaveLength(chart.states.length)
    for (const { width, height, x, y } of layout.states) {
      expect(width).toBeGreaterThan(0)
      expect(x + width).toBeLessThanOrEqual(layout.width + 0.5)
      expect(y + height).toBeLessThanOrEqual(layout.height + 0.5)
    }
    for (const transition of layout.transitions) expect(transition.points.length).toBeGreaterThanOrEqual(2)
  })
})
