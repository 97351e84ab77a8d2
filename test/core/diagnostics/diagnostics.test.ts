import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ClientErrorReportSchema, createBreadcrumbTrail, diagnosticPayload, supportMailto, withoutSecrets, type ClientErrorReport } from '../../../core/diagnostics'

const report: ClientErrorReport = {
  userId: 'u1',
  eventId: 'event-1234',
  error: 'Error: boom\n    at x (a.js:1:1)',
  location: 'https://hireflow.example/search',
  userAgent: 'UA',
  referrer: '',
  screenWidth: 1280,
  screenHeight: 800,
  title: 'Jobs',
  version: '4.0.210',
  breadcrumbs: [],
}

describe('withoutSecrets', () => {
  it('removes the credentials a query may carry and keeps the rest', () => {
    expect(withoutSecrets('https://x.example/settings?e=abc&what=nurse#top')).toBe('https://x.example/settings?e=[removed]&what=nurse#top')
    expect(withoutSecrets('/login/callback/linkedin?code=1&state=2')).toBe('/login/callback/linkedin?code=[removed]&state=[removed]')
    expect(withoutSecrets('/resumes/1/file?downloadToken=t')).toBe('/resumes/1/file?downloadToken=[removed]')
    expect(withoutSecrets('https://x.example/')).toBe('https://x.example/')
    expect(withoutSecrets('')).toBe('')
  })

  it('never lets a secret value through, whatever the address', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.constantFrom('e', 'code', 'token', 'jwt', 'E'), (url, name) => {
        const secret = 'S3CRETVALUE'
        const base = url.split('#')[0] ?? ''
        expect(withoutSecrets(`${base}${base.includes('?') ? '&' : '?'}${name}=${secret}`)).not.toContain(secret)
      }),
    )
  })
})

describe('the support mailto link', () => {
  it('carries the subject and the encoded diagnostic payload', () => {
    const link = supportMailto(report, 'Unexpected error', 'Tell us more:')
    const url = new URL(link)
    expect(url.protocol).toBe('mailto:')
    expect(url.searchParams.get('subject')).toBe('Unexpected error')
    const body = url.searchParams.get('body') ?? ''
    expect(body.startsWith('Tell us more:\n\n')).toBe(true)
    expect(JSON.parse(body.split('\n\n')[1] ?? '')).toEqual(JSON.parse(diagnosticPayload(report)))
    expect(JSON.parse(diagnosticPayload(report))).toMatchObject({ eventId: 'event-1234', error: 'Error: boom', screen: '1280x800' })
    expect(link).toContain('subject=Unexpected%20error')
  })
})

describe('breadcrumbs and the report schema', () => {
  it('keeps the last 100 breadcrumbs, oldest first', () => {
    const trail = createBreadcrumbTrail()
    for (let i = 0; i < 150; i++) trail.add('click', `b${i}`, i)
    expect(trail.list()).toHaveLength(100)
    expect(trail.list()[0]?.message).toBe('b50')
    expect(v.safeParse(ClientErrorReportSchema, { ...report, breadcrumbs: trail.list() }).success).toBe(true)
  })

  it('refuses more than 100 breadcrumbs', () => {
    const crumbs = Array.from({ length: 101 }, (_, i) => ({ at: i, category: 'click', message: '' }))
    expect(v.safeParse(ClientErrorReportSchema, { ...report, breadcrumbs: crumbs }).success).toBe(false)
  })
})
