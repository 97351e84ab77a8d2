import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { isChunkLoadError } from '../../core/diagnostics'
import { FormattedMessage } from '../i18n/intl'

/**
 * Shown when a route fails: a part of the app that could not be fetched (offline, or a release since the page was
 * opened) says so, and trying again reloads the page, since the browser keeps a failed module import failed until
 * then; anything else (a loader throwing what it did not expect) is unexpected, and trying again reloads the route.
 */
export function RouteError({ error }: Pick<ErrorComponentProps, 'error'>) {
  const router = useRouter()
  const notLoaded = isChunkLoadError(error)
  return (
    <div className="route-error" role="alert">
      <p>
        <FormattedMessage id={notLoaded ? 'network.unreachable' : 'error.unexpected'} />
      </p>
      <button type="button" className="button" onClick={() => (notLoaded ? location.reload() : void router.invalidate())}>
        <FormattedMessage id="shell.retry" />
      </button>
    </div>
  )
}
