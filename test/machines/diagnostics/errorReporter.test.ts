import { describe, expect, it } from 'vitest'
import { createTestClock, json, memoryHttp, offline } from '../../../adapters/memory'
import { ClientErrorReportSchema } from '../../../core/diagnostics'
import * as v from 'valibot'
import { createErrorReporter, MAX_REPORTS_PER_PAGE, type ErrorReporterDeps } from '../../../machines/diagnostics/errorReporter'
import { createToastStore } from '../../../machines/toasts/toastStore'

function setUp(overrides: Partial<ErrorReporterDeps> = {}) {
  const http = memoryHttp().on('POST', '/rest/client-error', () => json(201, { id: 'r1' }))
  const toasts = createToastStore(createTestClock())
  let n = 0
  const reporter = createErrorReporter({
    http,
    apiUrl: () => 'https://api.example/',
    newId: () => `event-000${++n}`,
    page: () => ({ location: 'https://hireflow.example/search?what=nurse&e=SECRET-TOKEN', userAgent: 'UA', referrer: '', screenWidth: 390.4, screenHeight: 844, title: 'Jobs' }),
    userId: () => 'user-1',
    token: () => 'jwt-1',
    breadcrumbs: () => [{ at: 1, category: 'navigation', message: '/search' }],
    toasts,
    supportLink: (report) => `mailto:support@hireflow.example?subject=Unexpected%20error&body=${report.eventId}`,
    ...overrides,
  })
  const sent = () => http.requests.map((request) => v.parse(ClientErrorReportSchema, JSON.parse(request.body ?? '')))
  return { http, toasts, reporter, sent }
}

describe('createErrorReporter', () => {
  it('sends the spec\'s report with the X-User-Id header and the breadcrumbs, and shows the error toast', async () => {
    const { http, toasts, reporter, sent } = setUp()
    await reporter.report(new TypeError('x is undefined'))
    const [request] = http.requests
    expect(request?.url).toBe('https://api.example/rest/client-error')
    expect(request?.headers).toMatchObject({ 'X-User-Id': 'user-1', Authorization: 'Bearer jwt-1', 'Content-Type': 'application/json' })
    const [report] = sent()
    expect(report).toMatchObject({ userId: 'user-1', eventId: 'event-0001', version: '4.0.210', screenWidth: 390, screenHeight: 844, title: 'Jobs', breadcrumbs: [{ message: '/search' }] })
    expect(report?.error).toMatch(/^TypeError: x is undefined/)
    // The mailed sign-in credential in the address never leaves the page.
    expect(report?.location).toBe('https://hireflow.example/search?what=nurse&e=[removed]')
    const [toast] = toasts.getSnapshot()
    expect(toast).toMatchObject({ message: { id: 'diagnostics.unexpectedError' }, color: 'negative', timeout: 0, actions: [{ label: 'diagnostics.details' }] })
  })

  it('Details adds the reference and the support mailto link to the toast', async () => {
    const { toasts, reporter } = setUp()
    await reporter.report(new Error('boom'))
    const details = toasts.getSnapshot()[0]?.actions[0]
    if (!details || !('run' in details)) throw new Error('no Details action')
    expect(details.keepsToast).toBe(true)
    details.run()
    const [toast] = toasts.getSnapshot()
    expect(toast?.caption).toEqual({ id: 'diagnostics.detailsCaption', values: { eventId: 'event-0001' } })
    expect(toast?.actions).toEqual([{ label: 'diagnostics.emailSupport', href: 'mailto:support@hireflow.example?subject=Unexpected%20error&body=event-0001' }])
  })

  it('with the errors debug switch on, the toast shows the error itself at once; off, it does not', async () => {
    const on = setUp({ showDetail: () => true })
    await on.reporter.report(new RangeError('index 7 is out of range\n    at list.ts:3'))
    expect(on.toasts.getSnapshot()[0]?.caption).toEqual({ id: 'diagnostics.errorDetail', values: { error: 'RangeError: index 7 is out of range' } })
    const off = setUp({ showDetail: () => false })
    await off.reporter.report(new RangeError('index 7 is out of range'))
    expect(off.toasts.getSnapshot()[0]?.caption).toBeUndefined()
  })

  it('ignores tagged failures (the app shows those itself), reports an error once, and at most 10 per page', async () => {
    const { reporter, sent } = setUp()
    await reporter.report({ _tag: 'NetworkError' })
    await reporter.report({ _tag: 'HttpError', status: 500 })
    expect(sent()).toEqual([])
    await reporter.report(new Error('same'))
    await reporter.report(new Error('same'))
    expect(sent()).toHaveLength(1)
    for (let i = 0; i < 20; i++) await reporter.report(`failure ${i}`)
    expect(sent()).toHaveLength(MAX_REPORTS_PER_PAGE)
  })

  it('shows one error toast at a time; a new one may show once it is dismissed', async () => {
    const { toasts, reporter } = setUp()
    await reporter.report(new Error('one'))
    await reporter.report(new Error('two'))
    expect(toasts.getSnapshot()).toHaveLength(1)
    toasts.dismiss(toasts.getSnapshot()[0]!.key)
    await reporter.report(new Error('three'))
    expect(toasts.getSnapshot()).toHaveLength(1)
  })

  it('never throws when the report cannot be sent; anonymous reports carry no user header', async () => {
    const http = memoryHttp().on('POST', '/rest/client-error', offline)
    const { reporter, toasts } = setUp({ http, userId: () => null, token: () => null })
    await expect(reporter.report(new Error('offline'))).resolves.toBeUndefined()
    expect(http.requests[0]?.headers['X-User-Id']).toBeUndefined()
    expect(http.requests[0]?.headers['Authorization']).toBeUndefined()
    expect(toasts.getSnapshot()).toHaveLength(1)
  })
})
