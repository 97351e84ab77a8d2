/**
 * Which catalogue messages ship with the first screen and which load with the sign-in and settings chunks.
 * The catalogue's compiled ASTs are ~5 KB gz; the sign-in, account and mail texts are half of that and no
 * visitor of home -> search needs them. Pure (no React, no DOM): vite.config.ts imports it too.
 */
const DEFERRED_PREFIXES = [
  'account.mail.',
  'accountSettings.',
  'auth.',
  'changeEmail.',
  'emailLink.',
  'forgotPassword.',
  'linkSent.',
  'oauth.',
  'password.',
  'passwordEntry.',
  'requestLink.',
  'resetPassword.',
  'resumes.',
  'signIn.',
  'signInFlow.',
  'signUp.',
  'verifyCode.',
] as const

/** The message loads with the deferred part of the catalogue (ui/i18n/messages.ts loadDeferredMessages). */
export const isDeferredMessage = (id: string): boolean => DEFERRED_PREFIXES.some((prefix) => id.startsWith(prefix))
