import { redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import type { MessageId } from '../../../core/i18n/en-US'
import type { StoragePort } from '../../../core/ports'
import { checkCallback, OAuthProviderSchema, oauthFailureMessage, takeFlow, type CallbackSearch, type OAuthProvider } from '../../../core/identity'
import type { AppActor } from '../../../machines/app/appActor'

/** Why the return from the provider did not sign in (the route's loader data; success redirects instead). */
export interface CallbackOutcome {
  readonly failure: MessageId
  readonly provider: OAuthProvider | null
}

/** What the callback route's loader gets from the router. */
export interface CallbackLoaderInput {
  readonly context: { readonly app: Pick<AppActor, 'signInWith'>; readonly services: { readonly storage: StoragePort } }
  readonly params: { readonly provider: string }
  readonly deps: CallbackSearch
}

async function finish({ context, params, deps }: CallbackLoaderInput): Promise<CallbackOutcome> {
  const parsed = v.safeParse(OAuthProviderSchema, params.provider)
  const flow = takeFlow(context.services.storage.session)
  if (!parsed.success) return { failure: 'oauth.error.expired', provider: null }
  const provider = parsed.output
  const problem = checkCallback(provider, deps, flow)
  if (problem !== null || flow === null) return { failure: problem ?? 'oauth.error.expired', provider }
  try {
    await context.app.signInWith({ provider, code: deps.code ?? '', state: flow.state }, 'provider')
  } catch (error) {
    return { failure: oauthFailureMessage(error), provider }
  }
  throw redirect({ href: flow.redirect, replace: true })
}

const finished = new Map<string, Promise<CallbackOutcome>>()

/**
 * The loader of /login/callback/{provider}: exchanges the code once per return from the provider (a reload of the
 * route reuses the first answer; the code and the tab's pending flow are single use), keeps the session and goes
 * to the path the flow started from. Failures become the page's message.
 */
export function finishOAuthSignIn(input: CallbackLoaderInput): Promise<CallbackOutcome> {
  const key = JSON.stringify([input.params.provider, input.deps])
  const outcome = finished.get(key) ?? finish(input)
  finished.set(key, outcome)
  return outcome
}
