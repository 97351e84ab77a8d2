import { lazy, Suspense, useSyncExternalStore } from 'react'
import { withDeferredMessages } from '../../i18n/messages'
import { useApp } from '../../useApp'

// The dialog, its texts and the claims machine are chunks of their own: the first screen carries this host only.
const ClaimsDialog = lazy(withDeferredMessages(() => import('./ClaimsDialog').then((module) => ({ default: module.ClaimsDialog }))))

/** Shows the claims dialog while the claims machine is in its dialog state (machines/claims). */
export function ClaimsDialogHost() {
  const claims = useApp().claims
  const view = useSyncExternalStore(claims.subscribe, claims.view, claims.view)
  if (view === null || !view.open) return null
  return (
    <Suspense fallback={null}>
      <ClaimsDialog view={view} onCode={claims.submitCode} onClose={claims.close} />
    </Suspense>
  )
}
