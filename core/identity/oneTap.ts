import { isCallbackPath } from './emailParam'

/** What decides whether the one-tap prompt may be offered. */
export interface OneTapConditions {
  /** GET /rest/auth/providers' googleClientId: null when Google sign-in is not configured. */
  readonly googleClientId: string | null | undefined
  readonly signedIn: boolean
  readonly path: string
}

/** Whether the page may offer the prompt at all: nobody signed in, and not a sign-in callback (spec section 2). */
export const oneTapAllowedHere = (signedIn: boolean, path: string): boolean => !signedIn && !isCallbackPath(path)

/** Only when Google is configured, nobody is signed in, and the page is not a sign-in callback. */
export const shouldOfferOneTap = ({ googleClientId, signedIn, path }: OneTapConditions): boolean =>
  typeof googleClientId === 'string' && googleClientId !== '' && oneTapAllowedHere(signedIn, path)
