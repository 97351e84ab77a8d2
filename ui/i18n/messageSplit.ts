/**
 * Which catalogue messages ship with the first screen and which load with the sign-in, settings and job page chunks
 * (and the no-match help of search).
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
  'jobPage.',
  'linkSent.',
  'oauth.',
  'password.',
  'passwordEntry.',
  'requestLink.',
  'resetPassword.',
  'resumes.',
  'savedJobs.',
  'searchHelp.',
  // The no-match screen (ui/features/search/NoMatchResults.tsx), a chunk of its own.
  'search.invalidLocation',
  'search.noMatches',
  'search.results.alternativesHeading',
  'signIn.',
  'signInFlow.',
  'signUp.',
  'verifyCode.',
] as const

/** The message loads with the deferred part of the catalogue (ui/i18n/messages.ts loadDeferredMessages). */
export const isDeferredMessage = (id: string): boolean => DEFERRED_PREFIXES.some((prefix) => id.startsWith(prefix))
