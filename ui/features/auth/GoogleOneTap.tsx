import { useEffect } from 'react'
import { browserTimezoneOffset, useAuth } from './authServices'
import { startOneTap } from './googleOneTap'

/** Google's one-tap prompt (a lazy chunk): a chosen account signs in with its ID token, and the page stays. */
export function GoogleOneTap({ clientId }: { readonly clientId: string }) {
  const { api, session } = useAuth()
  useEffect(
    () =>
      startOneTap(document, clientId, (credential) => {
        api.login({ provider: 'google', credential }, browserTimezoneOffset()).then(
          (answer) => session.signedIn({ jwt: answer.jwt, downloadToken: answer.downloadToken }, answer.profile),
          () => undefined, // the prompt offers again on the next page; the sign-in page has every other way in
        )
      }),
    [api, session, clientId],
  )
  return null
}
