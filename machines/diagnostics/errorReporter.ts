import { APP_VERSION } from '../../core/constants'
import { withoutSecrets, type Breadcrumb, type ClientErrorReport } from '../../core/diagnostics'
import type { HttpPort } from '../../core/ports'
import type { ToastStore } from '../toasts/toastStore'

/** What the page looks like when an error happens (the browser's window, a test's fixed values). */
export interface PageFacts {
  readonly location: string
  readonly userAgent: string
  readonly referrer: string
  readonly screenWidth: number
  readonly screenHeight: number
  readonly title: string
}

export interface ErrorReporterDeps {
  readonly http: HttpPort
  /** The API's base address (the env config's apiUrl). */
  readonly apiUrl: () => string
  readonly newId: () => string
  readonly page: () => PageFacts
  /** The signed-in user's id, or null. */
  readonly userId: () => string | null
  /** The session token while signed in (the server then records who really sent the report), or null. */
  readonly token: () => string | null
  readonly breadcrumbs: () => readonly Breadcrumb[]
  readonly toasts: Pick<ToastStore, 'show' | 'update' | 'getSnapshot'>
  /** The support mailto link for a report (the edge formats the catalogue's subject and intro). */
  readonly supportLink: (report: ClientErrorReport) => string
  /** The errors debug switch (spec section 6): the toast shows the error itself at once. Default off. */
  readonly showDetail?: () => boolean
}

/** Reports one page load sends at most; the same error (its first line) is reported once. */
export const MAX_REPORTS_PER_PAGE = 10

export interface ErrorReporter {
  /** Reports an unexpected error and shows the error toast; an expected failure (a tagged value) is ignored. Resolves once sent (or refused). */
  report(error: unknown): Promise<void>
}

/** A tagged failure (an ApiError, StartupFailed...) is one the app handles on screen: not a bug to report. */
const isExpected = (error: unknown) => typeof error === 'object' && error !== null && typeof (error as { _tag?: unknown })._tag === 'string'

const describe = (error: unknown): string => {
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`
    return error.stack?.includes(error.message) ? error.stack : `${head}\n${error.stack ?? ''}`.trim()
  }
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}

/**
 * The unexpected-error flow of spec section 8: each new error is sent to POST /rest/client-error (once per first line,
 * at most MAX_REPORTS_PER_PAGE per page, the X-User-Id header), and the toast "An unexpected error has occurred."
 * shows (one at a time) with Details, which adds the report's reference and the support mailto link.
 */
export function createErrorReporter(deps: ErrorReporterDeps): ErrorReporter {
  const seen = new Set<string>()
  let toastKey: number | null = null
  const showToast = (report: ClientErrorReport) => {
    if (toastKey !== null && deps.toasts.getSnapshot().some((toast) => toast.key === toastKey)) return
    const key = deps.toasts.show({
      message: { id: 'diagnostics.unexpectedError' },
      ...(deps.showDetail?.() ? { caption: { id: 'diagnostics.errorDetail', values: { error: (report.error.split('\n', 1)[0] ?? '').slice(0, 300) } } } : {}),
      color: 'negative',
      timeout: 0,
      actions: [
        {
          label: 'diagnostics.details',
          keepsToast: true,
          run: () =>
            deps.toasts.update(key, {
              caption: { id: 'diagnostics.detailsCaption', values: { eventId: report.eventId } },
              actions: [{ label: 'diagnostics.emailSupport', href: deps.supportLink(report) }],
            }),
        },
      ],
    })
    toastKey = key
  }
  return {
    async report(error) {
      if (isExpected(error)) return
      const described = describe(error).slice(0, 8000)
      const firstLine = described.split('\n', 1)[0] ?? ''
      if (seen.has(firstLine) || seen.size >= MAX_REPORTS_PER_PAGE) return
      seen.add(firstLine)
      const page = deps.page()
      const userId = deps.userId()
      const report: ClientErrorReport = {
        userId,
        eventId: deps.newId(),
        error: described,
        location: withoutSecrets(page.location).slice(0, 2000),
        userAgent: page.userAgent.slice(0, 500),
        referrer: withoutSecrets(page.referrer).slice(0, 2000),
        screenWidth: Math.max(0, Math.min(100_000, Math.round(page.screenWidth))),
        screenHeight: Math.max(0, Math.min(100_000, Math.round(page.screenHeight))),
        title: page.title.slice(0, 500),
        version: APP_VERSION,
        breadcrumbs: [...deps.breadcrumbs()],
      }
      showToast(report)
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' }
      if (userId !== null) headers['X-User-Id'] = userId
      const token = deps.token()
      if (token !== null) headers['Authorization'] = `Bearer ${token}`
      // A report that cannot be sent is dropped: reporting must never raise an error of its own.
      await deps.http.send({ method: 'POST', url: `${deps.apiUrl().replace(/\/+$/, '')}/rest/client-error`, headers, body: JSON.stringify(report) }).catch(() => undefined)
    },
  }
}
