/**
 * A third party's sign-in prompt offered over the page (Google one-tap): each credential the user picks there
 * (an ID token) comes back to sign in with. The browser adapter loads the provider's script.
 */
export interface IdentityPromptPort {
  /** Offers the prompt for this client id; answers a function that withdraws it. */
  offer(clientId: string, onCredential: (credential: string) => void): () => void
}
