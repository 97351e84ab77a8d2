import { Link, useRouterState } from '@tanstack/react-router'
import { useId, type ReactElement } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import * as v from 'valibot'
import { OAuthProviderSchema, type OAuthProvider } from '../../../core/identity'
import { usePageMeta } from '../../shell/usePageMeta'
import type { CallbackOutcome } from './finishOAuthSignIn'
import '../../styles/forms.css'

export { finishOAuthSignIn } from './finishOAuthSignIn'

const CALLBACK_ROUTE_ID = '/login/callback/$provider'

/** The callback route's match (read through the router state, which the first screen already ships). */
const useCallbackMatch = () => useRouterState({ select: (state) => state.matches.find((match) => match.routeId === CALLBACK_ROUTE_ID) })

function useProviderName(provider: OAuthProvider | null): string {
  const intl = useIntl()
  return provider === null ? '' : intl.formatMessage({ id: `oauth.provider.${provider}` })
}

/** Shown while the code is exchanged. */
export function OAuthCallbackPending(): ReactElement {
  const id = useId()
  const parsed = v.safeParse(OAuthProviderSchema, (useCallbackMatch()?.params as { provider?: string } | undefined)?.provider)
  const provider = useProviderName(parsed.success ? parsed.output : null)
  return (
    <div className="auth-page">
      <section className="auth-form" aria-labelledby={`${id}-title`} aria-busy="true">
        <h1 id={`${id}-title`}>
          <FormattedMessage id="oauth.callback.title" />
        </h1>
        <p className="auth-form__intro" role="status">
          <FormattedMessage id="oauth.callback.pending" values={{ provider }} />
        </p>
      </section>
    </div>
  )
}

/** /login/callback/{provider} when the sign-in failed: why, and the way back to the sign-in page. */
export function OAuthCallback(): ReactElement {
  const id = useId()
  const intl = useIntl()
  const outcome = (useCallbackMatch()?.loaderData as CallbackOutcome | undefined) ?? { failure: 'oauth.error.expired', provider: null }
  const provider = useProviderName(outcome.provider)
  usePageMeta({ title: intl.formatMessage({ id: 'oauth.callback.title' }) })
  return (
    <div className="auth-page">
      <section className="auth-form" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>
          <FormattedMessage id="oauth.callback.title" />
        </h1>
        <p className="auth-form__failure" role="alert">
          <FormattedMessage id={outcome.failure} values={{ provider }} />
        </p>
        <Link to="/login" className="auth-form__switch">
          <FormattedMessage id="oauth.callback.back" />
        </Link>
      </section>
    </div>
  )
}
