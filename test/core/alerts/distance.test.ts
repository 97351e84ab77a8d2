import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { memoryKeyValueStore } from '../../../adapters/memory/memoryStorage'
import {
  ALERT_DEFAULT_DISTANCE_MILES,
  ALERT_DISTANCES_MILES,
  alertDistanceChoices,
  alertFormValues,
  alertRequestOf,
  alertRequestOfSearch,
  JobAlertFormSchema,
  JobAlertRequestSchema,
  readAlertDraft,
} from '../../../core/alerts'
import { SEARCH_LIMITS, SEARCH_RADIUS_CHOICES_MILES } from '../../../core/constants'

const form = { query: 'electrician', location: 'Houston, TX', remote: 'include', frequency: 'daily', paused: '' }

describe('an alert\'s distance: what the form shows is what the digest searches', () => {
  it('offers the search\'s own distances, and no "any distance" (the search always has a radius near a place)', () => {
    expect([...ALERT_DISTANCES_MILES]).toEqual([...SEARCH_RADIUS_CHOICES_MILES])
    expect(ALERT_DEFAULT_DISTANCE_MILES).toBe(SEARCH_LIMITS.defaultRadiusMiles)
    expect(alertDistanceChoices(25)).toEqual([5, 10, 25, 50, 100, 250])
    // An alert made from a search at a typed distance keeps it, among the choices.
    expect(alertDistanceChoices(30)).toEqual([5, 10, 25, 30, 50, 100, 250])
  })

  it('"Alert me about this search" keeps the search\'s distance: its default when the Distance filter was left alone', () => {
    // The search's URL leaves the default radius out (validateSearchParams), so "no radius" is the default 25.
    expect(alertRequestOfSearch({ what: 'electrician', where: 'Houston, TX' }, 'daily')).toEqual({
      query: 'electrician', location: 'Houston, TX', remote: 'include', frequency: 'daily', distanceMiles: 25, paused: false,
    })
    expect(alertRequestOfSearch({ what: 'electrician', where: 'Houston, TX', radius: 10, visa: 'sponsors', livesIn: 'TX' }, 'weekly')).toMatchObject({
      distanceMiles: 10, frequency: 'weekly', visaSponsorship: true, livesIn: 'TX',
    })
  })

  it('reads no distance as the default radius: a request from an older client, a draft of "Any distance"', () => {
    const base = { query: 'electrician', location: 'Houston, TX', remote: 'include', frequency: 'daily' }
    expect(v.parse(JobAlertRequestSchema, base).distanceMiles).toBe(25)
    expect(v.parse(JobAlertRequestSchema, { ...base, distanceMiles: null }).distanceMiles).toBe(25)
    expect(v.parse(JobAlertRequestSchema, { ...base, distanceMiles: 50 }).distanceMiles).toBe(50)
    expect(v.safeParse(JobAlertRequestSchema, { ...base, distanceMiles: 501 }).success).toBe(false)

    expect(alertRequestOf(v.parse(JobAlertFormSchema, { ...form, distanceMiles: '' })).distanceMiles).toBe(25)
    const store = memoryKeyValueStore({ 'communicationDraft.settings.alert.a1': JSON.stringify({ ...form, distanceMiles: '' }) })
    expect(readAlertDraft(store, 'settings.alert.a1')?.distanceMiles).toBe('25')
  })

  it('shows a stored distance as it is', () => {
    const alert = { ...form, remote: 'include' as const, frequency: 'daily' as const, paused: false, distanceMiles: 10 }
    expect(alertFormValues(alert).distanceMiles).toBe('10')
    expect(alertRequestOf(v.parse(JobAlertFormSchema, alertFormValues(alert))).distanceMiles).toBe(10)
  })
})
