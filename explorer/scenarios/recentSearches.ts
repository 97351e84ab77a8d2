import type { SearchId } from '../../core/searches'
import type { Scenario } from '../scenario'

const searched = (id: string, what: string, where: string, minute: number) => ({
  type: 'user.changedSearches',
  change: { kind: 'searched', search: { id: id as SearchId, what, where, searchedAt: `2026-01-12T09:${String(minute).padStart(2, '0')}:00.000Z`, starred: false, name: '' } },
})

export const recentSearchesScenarios: Scenario[] = [
  {
    id: 'recentSearches.onTheDevice',
    machine: 'recentSearches',
    title: 'Recent searches before signing in',
    description: 'A visitor runs two searches, runs the first again (it moves to the top), and stars it: the list is kept on this device until she signs in.',
    path: '/',
    start: async ({ app }) => {
      await app.recentSearches.load()
    },
    steps: [
      { send: searched('d1', 'nurse', 'Austin, TX', 0) },
      { send: searched('d2', 'welder', '', 1) },
      { send: searched('d3', 'Nurse', 'austin, tx', 2) },
      { send: { type: 'user.changedSearches', change: { kind: 'starred', id: 'd1', starred: true } } },
    ],
    payloads: { 'user.changedSearches': { change: { kind: 'deleted', id: 'd2' } } },
  },
]
