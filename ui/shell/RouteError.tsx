import { useRouter } from '@tanstack/react-router'
import { FormattedMessage } from '../i18n/intl'

/** Shown when a route fails unexpectedly (a loader throwing something it did not expect): say so, offer a retry. */
export function RouteError() {
  const router = useRouter()
  return (
    <div className="route-error" role="alert">
      <p><FormattedMessage id="error.unexpected" /></p>
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        <FormattedMessage id="shell.retry" />
      </button>
    </div>
  )
}
