import { useEffect } from 'react'
import { useApp } from '../../useApp'
import { browserTimezoneOffset } from './authServices'
import { startOneTap } from './googleOneTap'

/** Google's one-tap prompt (a lazy chunk): a chosen account signs in with its ID token, and the page stays. */
export function GoogleOneTap({ clientId }: { readonly clientId: string }) {
  const app = useApp()
  useEffect(
    () =>
      startOneTap(document, clientId, (credential) => {
        app.auth.api.login({ provider: 'google', credential }, browserTimezoneOffset()).then(
          (answer) => app.send({ type: 'user.loggedIn', jwt: answer.jwt, downloadToken: answer.downloadToken, profile: answer.profile }),
          () => undefined, // the prompt offers again on the next page; the sign-in page has every other way in
        )
      }),
    [app, clientId],
  )
  return null
}
