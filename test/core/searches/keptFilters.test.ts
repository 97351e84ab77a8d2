import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { alertRequestOf, JobAlertRequestSchema, JobAlertSchema, requestOfAlert, type JobAlert } from '../../../core/alerts'
import { keptFiltersOf } from '../../../core/search'
import { RecentSearchSchema, RecordSearchRequestSchema, searchKey } from '../../../core/searches'

describe('the kept filters of a search (visa sponsorship, where the worker lives)', () => {
  it('keeps only the filters that are set', () => {
    expect(keptFiltersOf({ visaSponsorship: false, livesIn: null })).toEqual({})
    expect(keptFiltersOf({ visaSponsorship: true, livesIn: 'TX' })).toEqual({ visaSponsorship: true, livesIn: 'TX' })
  })

  it('makes a search with them another search, and leaves the key of one without them as it was', () => {
    const plain = { what: 'Nurse', where: 'Austin, TX' }
    expect(searchKey(plain)).toBe('nurse\naustin, tx')
    expect(searchKey({ ...plain, visaSponsorship: true })).not.toBe(searchKey(plain))
    expect(searchKey({ ...plain, livesIn: 'abroad' })).not.toBe(searchKey({ ...plain, livesIn: 'us' }))
    expect(searchKey({ what: ' nurse', where: 'AUSTIN, TX', visaSponsorship: true })).toBe(searchKey({ ...plain, visaSponsorship: true }))
  })

  it('is taken by the recent searches\' and the alerts\' schemas, checked like the search\'s', () => {
    expect(v.parse(RecordSearchRequestSchema, { what: 'nurse', where: '', visaSponsorship: true, livesIn: 'abroad' })).toEqual({ what: 'nurse', where: '', visaSponsorship: true, livesIn: 'abroad' })
    expect(v.safeParse(RecordSearchRequestSchema, { what: 'nurse', where: '', livesIn: 'Mars' }).success).toBe(false)
    expect(v.safeParse(RecordSearchRequestSchema, { what: 'nurse', where: '', visaSponsorship: false }).success).toBe(false)
    expect(v.safeParse(RecentSearchSchema, { id: 's1', what: 'nurse', where: '', searchedAt: '2026-11-28T12:00:00.000Z', starred: false, name: '', livesIn: 'us' }).success).toBe(true)
    const request = { query: 'nurse', remote: 'include', frequency: 'daily', visaSponsorship: true, livesIn: 'TX' }
    expect(v.parse(JobAlertRequestSchema, request)).toMatchObject({ visaSponsorship: true, livesIn: 'TX' })
    expect(v.safeParse(JobAlertRequestSchema, { ...request, livesIn: 'texas' }).success).toBe(false)
  })

  it('survives an alert\'s edit (the form does not show them) and its pause', () => {
    const alert = v.parse(JobAlertSchema, {
      id: 'a1', query: 'nurse', location: '', remote: 'include', frequency: 'daily', distanceMiles: 25, paused: false, active: true,
      createdAt: '2026-11-28T12:00:00.000Z', lastSentAt: null, visaSponsorship: true, livesIn: 'abroad',
    }) as JobAlert
    const edited = alertRequestOf({ query: 'nurse', location: 'Denver', remote: 'only', frequency: 'weekly', distanceMiles: 25, paused: '' }, alert)
    expect(edited).toMatchObject({ location: 'Denver', visaSponsorship: true, livesIn: 'abroad' })
    expect(requestOfAlert(alert, { paused: true })).toMatchObject({ paused: true, visaSponsorship: true, livesIn: 'abroad' })
  })
})
