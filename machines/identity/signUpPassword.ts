/**
 * The password chosen on the sign-up form, handed to the code screen in memory only: never in the URL, the
 * history entry, storage or the flow's context (which the inspector and the state explorer show). A reload in
 * between loses it; the code screen then asks for the password again.
 */
export interface SignUpPasswordHold {
  /** Keeps the sign-up's password for `email` until the account is created. */
  hold(email: string, password: string): void
  /** The password chosen for `email` at sign-up, if this app still holds it. */
  heldFor(email: string): string | undefined
  /** Drops the held password (once the account exists). */
  forget(): void
}

/** One app's hold (state of its sign-in flows, so two apps in one process never share a password). */
export function createSignUpPasswordHold(): SignUpPasswordHold {
  let chosen: { readonly email: string; readonly password: string } | null = null
  return {
    hold(email, password) {
      chosen = { email, password }
    },
    heldFor: (email) => (chosen?.email === email ? chosen.password : undefined),
    forget() {
      chosen = null
    },
  }
}
