import { supportMailto } from '../core/diagnostics'
import { DEV_KEYS } from '../core/devtools/guard'
import type { HttpPort } from '../core/ports'
import type { AppActor } from '../machines/app/appActor'
import { createErrorReporter, type ErrorReporter } from '../machines/diagnostics/errorReporter'
import type { ToastStore } from '../machines/toasts/toastStore'
import { createIntl } from './i18n/intl'
import { loadDeferredMessages, loadedMessages } from './i18n/messages'

export interface ErrorReportingDeps {
  readonly http: HttpPort
  readonly apiUrl: () => string
  readonly app: AppActor
  readonly toasts: ToastStore
  readonly breadcrumbs: () => ReturnType<Parameters<typeof createErrorReporter>[0]['breadcrumbs']>
}

/**
 * The error reporter on the browser's page (a lazy chunk, loaded by the first unexpected error): the report's page
 * facts, the signed-in user's id, and the support link's texts from the catalogue (the deferred part, loaded first).
 */
export async function createErrorReporting(deps: ErrorReportingDeps): Promise<ErrorReporter> {
  await loadDeferredMessages()
  const text = (id: 'diagnostics.supportSubject' | 'diagnostics.supportIntro') => createIntl({ locale: 'en-US', messages: loadedMessages(), onMissingMessage: () => undefined }).formatMessage({ id })
  return createErrorReporter({
    http: deps.http,
    apiUrl: deps.apiUrl,
    newId: () => crypto.randomUUID(),
    page: () => ({
      location: location.href,
      userAgent: navigator.userAgent,
      referrer: document.referrer,
      screenWidth: screen.width,
      screenHeight: screen.height,
      title: document.title,
    }),
    userId: () => {
      const session = deps.app.getSnapshot().session
      return session._tag === 'SignedIn' ? (session.profile?.id ?? null) : null
    },
    token: () => {
      const session = deps.app.getSnapshot().session
      return session._tag === 'SignedIn' ? session.token : null
    },
    breadcrumbs: deps.breadcrumbs,
    toasts: deps.toasts,
    supportLink: (report) => supportMailto(report, text('diagnostics.supportSubject'), text('diagnostics.supportIntro')),
    // The errors debug switch works on every origin (spec section 6: the one debug hook production keeps).
    showDetail: () => localStorage.getItem(DEV_KEYS.errors) === 'true',
  })
}
