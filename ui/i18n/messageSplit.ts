/**
 * Which catalogue messages ship with the first screen and which load with the sign-in, settings and job page chunks
 * (and the no-match help of search).
 * The catalogue's compiled ASTs are ~5 KB gz; the sign-in, account and mail texts are half of that and no
 * visitor of home -> search needs them. Pure (no React, no DOM): vite.config.ts imports it too.
 */
const DEFERRED_PREFIXES = [
  // The account page's own texts (the header's account.menu, signIn, signOut stay).
  'account.email',
  'account.loading',
  'account.mail.',
  'account.name',
  'account.title',
  'accountSettings.',
  // Job alerts, communication settings, /opt and the digest mail (ui/features/communication): their own chunks.
  'alertMail.',
  'alertMeForm.',
  'alerts.',
  // Applying and its pages (ui/features/apply, applications, interview, claims): their own chunks.
  'applications.',
  'apply.',
  'auth.',
  'changeEmail.',
  'claims.',
  'communication.',
  'emailLink.',
  // The state explorer's chrome: a development tool, never the app's first screen.
  'explorer.',
  'forgotPassword.',
  'interview.',
  // The job page's (a chunk of its own): what a card shows (job.pay., job.via, job.location...) stays.
  'job.apply',
  'job.backToSearch',
  'job.by',
  'job.description',
  'job.facts',
  'job.notFound',
  'job.skills',
  'jobPage.',
  // The landing page of the sections not built yet (ui/shell/LandingPage.tsx, a chunk of its own).
  'landing.',
  'linkSent.',
  'myApplications.',
  // The notifications component (ui/features/notifications): loads after the first paint, signed in only.
  'notifications.',
  'oauth.',
  'opt.',
  'password.',
  'passwordEntry.',
  // The professional profile and the account page's details (ui/features/profile, accounts): their own chunks.
  'profile.',
  'requestLink.',
  'resetPassword.',
  'resumes.',
  // The saved-jobs machine's notices: it loads with them (ui/main.tsx).
  'saveJob.full',
  'saveJob.loadFailed',
  'saveJob.saveFailed',
  'saveJob.unsaveFailed',
  'savedJobs.',
  'searches.',
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
