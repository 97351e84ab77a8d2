import type { AnyRouter } from '@tanstack/react-router'
import { lazy, Suspense, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nProvider } from '../../i18n/I18nProvider'
import { loadDeferredMessages } from '../../i18n/messages'
import { FormattedMessage } from '../../i18n/intl'
import { ServicesProvider, type AppServices } from '../../services'
import type { AppActor } from '../../../machines/app/appActor'
import { impersonate } from '../../../machines/identity/impersonate'
import { BugIcon } from '../../shell/Icon'
import './devtools.css'

// The panel (and, inside it, the map library) is a chunk of its own: loaded on the first open.
const DebugPanel = lazy(() => Promise.all([import('./DebugPanel'), loadDeferredMessages()]).then(([panel]) => ({ default: panel.DebugPanel })))

export interface DevToolsDeps {
  readonly router: Pick<AnyRouter, 'invalidate'>
  readonly services: AppServices
  /** The app: the panel's sign-in as another account goes through it. */
  readonly app: Pick<AppActor, 'auth' | 'session'>
}

/**
 * Developer mode only (ui/main.tsx imports this module behind the developer-mode guard, never otherwise): a small
 * "Debug panel" button in the corner of every page, in a React root of its own so the app's tree is untouched.
 */
export function mountDevTools(deps: DevToolsDeps & Record<string, unknown>): void {
  const host = document.createElement('div')
  host.className = 'devtools-host'
  document.body.append(host)
  void loadDeferredMessages().then(() =>
    createRoot(host).render(
      <I18nProvider>
        <ServicesProvider services={deps.services}>
          <DevTools router={deps.router} app={deps.app} />
        </ServicesProvider>
      </I18nProvider>,
    ),
  )
}

function DevTools({ router, app }: Pick<DevToolsDeps, 'router' | 'app'>) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <>
      <button ref={button} type="button" className="devtools-toggle" aria-expanded={open} aria-controls="debug-panel" onClick={() => (open ? close() : setOpen(true))}>
        <BugIcon />
        <FormattedMessage id="devtools.open" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <DebugPanel onClose={close} invalidate={() => void router.invalidate()} impersonate={(email, key) => impersonate(app, email, key, new Date().getTimezoneOffset())} />
        </Suspense>
      )}
    </>
  )
}
