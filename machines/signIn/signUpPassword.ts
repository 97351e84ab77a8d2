/**
 * The password chosen on the sign-up form, handed to the code screen in memory only: never in the URL, the
 * history entry or storage. A reload in between loses it; the code screen then asks for the password again.
 */
let chosen: { readonly email: string; readonly password: string } | null = null

/** Keeps the sign-up's password for `email` until the account is created. */
export const rememberSignUpPassword = (email: string, password: string): void => {
  chosen = { email, password }
}

/** The password chosen for `email` at sign-up, if this page still holds it. */
export const signUpPasswordFor = (email: string): string | undefined => (chosen?.email === email ? chosen.password : undefined)

/** Drops the held password (once the account exists). */
export const forgetSignUpPassword = (): void => {
  chosen = null
}
