import { useEffect } from 'react'
import { useServices } from '../../services'
import { useApp } from '../../useApp'

/** Google's one-tap prompt (a lazy chunk): a chosen account signs in with its ID token, and the page stays. */
export function GoogleOneTap({ clientId }: { readonly clientId: string }) {
  const app = useApp()
  const { identityPrompt } = useServices()
  useEffect(
    () =>
      identityPrompt?.offer(clientId, (credential) => {
        app.signInWith({ provider: 'google', credential }).catch(
          () => undefined, // the prompt offers again on the next page; the sign-in page has every other way in
        )
      }),
    [app, clientId, identityPrompt],
  )
  return null
}
