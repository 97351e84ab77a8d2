import { useLoaderData, useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { MessageId } from '../../../core/i18n/en-US'
import { OAUTH_PROVIDERS, oauthFailureMessage, rememberFlow, shouldOfferOneTap, type OAuthProvider, type ProvidersResponse } from '../../../core/identity'
import { useServices } from '../../services'
import { useAuth, useSessionView } from './authServices'
import { useLoginSearch } from './loginSearch'
import type { ProviderListActor } from '../../../machines/identity/signInSession'
import type { LoginLoaderData } from './loginRoute'
import './oauth.css'

const GoogleOneTap = lazy(() => import('./GoogleOneTap').then((chunk) => ({ default: chunk.GoogleOneTap })))

const isOAuthProvider = (provider: string): provider is OAuthProvider => (OAUTH_PROVIDERS as readonly string[]).includes(provider)

const selectProviders = (snapshot: ReturnType<ProviderListActor['getSnapshot']> | undefined) => snapshot?.output ?? null

/**
 * What this server offers, as the sign-in routes' loader asked for it (nothing until the list arrives, or when it
 * cannot be had: email and password still work).
 */
function useProviders(): ProvidersResponse | null {
  const { providers } = useLoaderData({ strict: false }) as Partial<LoginLoaderData>
  return useSelector(providers ?? undefined, selectProviders)
}

/** Google's one-tap prompt (its own chunk, which adds Google's script) when Google is configured and it may show here. */
function OneTap({ googleClientId }: { readonly googleClientId: string | null }) {
  const signedIn = useSessionView()._tag === 'SignedIn'
  const path = useRouterState({ select: (state) => state.location.pathname })
  if (googleClientId === null || !shouldOfferOneTap({ googleClientId, signedIn, path })) return null
  return (
    <Suspense fallback={null}>
      <GoogleOneTap clientId={googleClientId} />
    </Suspense>
  )
}

/**
 * "Continue with LinkedIn" and the like, for the configured providers only, and Google's one-tap prompt when Google
 * is configured. A click starts the flow on the server, remembers it in this tab (with where to go afterwards) and
 * sends the browser to the provider.
 */
export function ProviderButtons() {
  const id = useId()
  const intl = useIntl()
  const { oauth } = useAuth()
  const { storage } = useServices()
  const { redirect } = useLoginSearch()
  const answer = useProviders()
  const [pending, setPending] = useState<OAuthProvider | null>(null)
  const [failure, setFailure] = useState<{ message: MessageId; provider: OAuthProvider } | null>(null)
  useEffect(() => {
    // Back from the provider may restore this page as it was left (back/forward cache): let the buttons work again.
    const restored = (event: PageTransitionEvent) => event.persisted && setPending(null)
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])
  const providers = answer?.providers.filter(isOAuthProvider) ?? []
  if (oauth === undefined || answer === null) return null
  const name = (provider: OAuthProvider) => intl.formatMessage({ id: `oauth.provider.${provider}` })
  const begin = (provider: OAuthProvider) => {
    setPending(provider)
    setFailure(null)
    oauth.start(provider).then(
      ({ url, state }) => {
        rememberFlow(storage.session, { provider, state, redirect: redirect ?? '/' })
        window.location.assign(url)
      },
      (error: unknown) => {
        setPending(null)
        setFailure({ message: oauthFailureMessage(error), provider })
      },
    )
  }
  return (
    <>
      <OneTap googleClientId={answer.googleClientId} />
      {providers.length > 0 && (
        <section className="provider-buttons" aria-labelledby={`${id}-title`} aria-busy={pending !== null}>
          <h2 id={`${id}-title`} className="provider-buttons__title">
            <FormattedMessage id="oauth.providers" />
          </h2>
          <ul className="provider-buttons__list">
            {providers.map((provider) => (
              <li key={provider}>
                <button type="button" className="button" disabled={pending !== null} onClick={() => begin(provider)}>
                  <FormattedMessage id="oauth.continueWith" values={{ provider: name(provider) }} />
                </button>
              </li>
            ))}
          </ul>
          <p className="auth-form__failure" role="alert">
            {failure && <FormattedMessage id={failure.message} values={{ provider: name(failure.provider) }} />}
          </p>
        </section>
      )}
    </>
  )
}
