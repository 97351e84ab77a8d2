import type { IdentityPromptPort } from '../../core/ports'

/** Google's Identity Services script: the one-tap prompt (spec section 7's third-party load). */
export const GOOGLE_ONE_TAP_SCRIPT = 'https://accounts.google.com/gsi/client'

/** The part of Google's `google.accounts.id` API the prompt uses. */
interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void; use_fedcm_for_prompt?: boolean }): void
  prompt(): void
  cancel(): void
}

/** The part of `document` the loader touches (tests hand in a fake). */
export interface ScriptHost {
  querySelector(selector: string): unknown
  createElement(tag: 'script'): { src: string; async: boolean; addEventListener(type: 'load', listener: () => void): void }
  readonly head: { appendChild(node: never): unknown }
}

const googleId = (): GoogleAccountsId | undefined =>
  (globalThis as { google?: { accounts?: { id?: GoogleAccountsId } } }).google?.accounts?.id

/**
 * Adds Google's script (once) and, when it has loaded, shows the one-tap prompt for `clientId`; every ID token it
 * hands back goes to `onCredential`. Returns a function that withdraws the prompt.
 */
export function startOneTap(host: ScriptHost, clientId: string, onCredential: (credential: string) => void): () => void {
  let stopped = false
  const prompt = () => {
    const id = googleId()
    if (stopped || !id) return
    id.initialize({ client_id: clientId, use_fedcm_for_prompt: true, callback: ({ credential }) => credential && onCredential(credential) })
    id.prompt()
  }
  if (googleId()) prompt()
  else if (!host.querySelector(`script[src="${GOOGLE_ONE_TAP_SCRIPT}"]`)) {
    const script = host.createElement('script')
    script.src = GOOGLE_ONE_TAP_SCRIPT
    script.async = true
    script.addEventListener('load', prompt)
    host.head.appendChild(script as never)
  }
  return () => {
    stopped = true
    googleId()?.cancel()
  }
}

/** The one-tap prompt on this page's document. */
export const googleOneTap = (host: ScriptHost = document): IdentityPromptPort => ({
  offer: (clientId, onCredential) => startOneTap(host, clientId, onCredential),
})
