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
  // Error reports, the offline banner and the update toast (issue 12): they load after the first paint.
  'chaos.',
  'clientError.',
  'communication.',
  // The content pages (ui/features/content): their own chunk.
  'content.',
  'devtools.',
  'diagnostics.',
  'emailLink.',
  // Refused text in the sign-in, settings, saved-search and consulting forms (core/text/safeText.ts), all deferred screens.
  'error.unsafeText',
  // The state explorer's chrome: a development tool, never the app's first screen.
  'explorer.',
  'forgotPassword.',
  // A settings form's field the server refused (machines/forms/failures.ts): settings load these texts.
  'forms.',
  // The hire pages and their acknowledgement mail (ui/features/hire): their own chunk.
  'hire.',
  // The consulting pages and the enrolment (ui/features/consulting): their own chunk.
  'consulting.',
  'hireMail.',
  'interview.',
  // The job page's (a chunk of its own): what a card shows (job.pay., job.via, job.location...) stays.
  'job.apply',
  'job.backToSearch',
  'job.closed.',
  'job.by',
  'job.description',
  'job.facts',
  'job.notFound',
  'job.skills',
  'jobPage.',
  // The landing page of the sections not built yet (ui/shell/LandingPage.tsx, a chunk of its own).
  'landing.',
  'linkSent.',
  // The offline banner's text ships with the first screen: offline, the deferred part may never load.
  'offline.newVersion',
  'offline.reload',
  'myApplications.',
  // The "Changes Not Saved" dialog (ui/features/navigation/LeaveDialogHost.tsx): loads with its chunk.
  'navigation.unsavedChanges.',
  // The developer's taint switch (core/api/errors.ts): never on a visitor's first screen.
  'network.taintEnabled',
  // The notifications component (ui/features/notifications): loads after the first paint, signed in only.
  'notifications.',
  'oauth.',
  'opt.',
  'password.',
  'passwordEntry.',
  // The professional profile and the account page's details (ui/features/profile, accounts): their own chunks.
  'profile.',
  // A Pro's landing page (ui/features/pros): its own chunk.
  'pros.',
  // "Recommended for you": loaded with its section, after the first paint and only when signed in.
  'recommendations.',
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
  'suspicious.',
  'systemTest.',
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
