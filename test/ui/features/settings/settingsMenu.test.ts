import { describe, expect, it } from 'vitest'
import { createTestClock, memoryHttp, memoryStorage } from '../../../../adapters/memory'
import { enUS } from '../../../../core/i18n/en-US'
import { SETTINGS_MENU, visibleSettingsMenu, type SettingsMenuEntry } from '../../../../ui/features/settings/settingsMenu'
import { createAppRouter, loadLaterRoutes } from '../../../../ui/router'
import { createAppActor } from '../../../../machines/app/appActor'

const flatten = (entries: readonly SettingsMenuEntry[]): SettingsMenuEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])])

const labels = (entries: readonly SettingsMenuEntry[]) => flatten(entries).map((entry) => enUS[entry.labelId])

describe('the settings menu tree', () => {
  it('holds the spec\'s tree', () => {
    expect(labels(SETTINGS_MENU)).toEqual([
      'Account settings',
      'Professional profile',
      'Personal information',
      'Background',
      'Phones',
      'Experience',
      'Skills',
      'My resumes',
      'Communication settings',
      'Applications',
    ])
  })

  it('shows only the pages that exist today: account settings, the professional profile pages, communication settings', () => {
    expect(visibleSettingsMenu().map((entry) => [entry.id, entry.children?.map((child) => child.id)])).toEqual([
      ['account', undefined],
      ['professional', ['personal', 'background', 'phones', 'experience', 'skills', 'resumes']],
      ['communication', undefined],
    ])
  })

  it('shows a group as soon as one of its pages exists, and hides an empty one', () => {
    const tree = SETTINGS_MENU.map((entry) =>
      entry.id === 'professional'
        ? { ...entry, built: false, children: entry.children?.map((child) => ({ ...child, built: child.id === 'phones' })) }
        : entry,
    )
    expect(visibleSettingsMenu(tree).map((entry) => [entry.id, entry.children?.map((child) => child.id)])).toEqual([
      ['account', undefined],
      ['professional', ['phones']],
      ['communication', undefined],
    ])
    const none = SETTINGS_MENU.map((entry) => (entry.id === 'professional' ? { ...entry, built: false, children: entry.children?.map((child) => ({ ...child, built: false })) } : entry))
    expect(visibleSettingsMenu(none).map((entry) => entry.id)).toEqual(['account', 'communication'])
  })

  it('marks as built exactly the entries whose page the router has', async () => {
    await loadLaterRoutes()
    const [storage, clock] = [memoryStorage(), createTestClock()]
    const config = () => ({ apiUrl: 'https://api.hireflow.test', jaxApiUrl: '' })
    const app = createAppActor({ http: memoryHttp(), storage, clock, config, timezoneOffset: () => 0, notify: () => undefined })
    const router = createAppRouter({ api: app.api, storage, clock }, app)
    // A route with an optional last segment (/applications/{-$status}) also answers its path without it.
    const routed = new Set(Object.keys(router.routesByPath).map((path) => path.replace(/\/\{-\$\w+\}$/, '')))
    for (const entry of flatten(SETTINGS_MENU)) expect([entry.path, routed.has(entry.path)]).toEqual([entry.path, entry.built])
  })
})
