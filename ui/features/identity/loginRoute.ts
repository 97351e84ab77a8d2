import type { HistoryState } from '@tanstack/history'
import type { AppActor } from '../../../machines/app/appActor'
import { viewOf, type SignInInput } from '../../../machines/identity/signIn.machine'
import type { ProviderListActor, SignInActor } from '../../../machines/identity/signInSession'
import type { SignUpPasswordHold } from '../../../machines/identity/signUpPassword'
import { validateLoginSearch } from './loginSearch'
import './signUpState'
// Fetched with this chunk, so the app actor's own import of the flow (app.signIn) finds it at once: one round trip.
import '../../../machines/identity/signInSession'

/** What the sign-in routes' loader gets from the router. */
export interface LoginLoaderInput {
  readonly context: { readonly app: Pick<AppActor, 'signIn' | 'signInProviders' | 'signUpPassword'> }
  readonly params: { readonly view?: string }
  readonly location: { readonly search: object; readonly state: HistoryState }
}

/** The sign-in routes' loader data: the flow the page renders, and the third-party providers to offer. */
export interface LoginLoaderData {
  readonly flow: SignInActor
  readonly providers: ProviderListActor | null
  /** The password chosen on the sign-up form, held in memory for the code screen. */
  readonly signUpPassword: SignUpPasswordHold
}

/**
 * The loader of /login and /login/{view}: the URL decides the screen (so Back and reload work), and the app's
 * sign-in flow follows it. The query's email, the link token and the sign-up names of the history entry go with it. The
 * provider buttons' list is loaded here too (once for the app).
 */
export async function enterLoginView({ context, params, location }: LoginLoaderInput): Promise<LoginLoaderData> {
  const query = validateLoginSearch(location.search as Record<string, unknown>)
  const draft = location.state.signUp
  const input: SignInInput = {
    view: viewOf(params.view),
    email: query.email ?? draft?.email,
    linkToken: query.token,
    names: draft === undefined ? undefined : { firstName: draft.firstName, lastName: draft.lastName },
    redirect: query.redirect,
  }
  const [flow, providers, signUpPassword] = await Promise.all([
    context.app.signIn(input),
    context.app.signInProviders(),
    context.app.signUpPassword(),
  ])
  return { flow, providers, signUpPassword }
}
