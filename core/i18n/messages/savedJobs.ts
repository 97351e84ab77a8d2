/**
 * Saved jobs and "New" texts. ICU message syntax. `saveJob.*` and `newJob.*` show on the first screen (the Save
 * button, its toasts, the "New" badge, the header link); `savedJobs.*` load with the saved-jobs page.
 */
export const savedJobsMessages = {
  'saveJob.save': 'Save',
  'saveJob.label': 'Save {title}',
  'saveJob.saveFailed': 'The job could not be saved. Please try again.',
  'saveJob.unsaveFailed': 'The job could not be removed from your saved jobs. Please try again.',
  'saveJob.full': 'You can save up to {cap, number} jobs. Remove one to save another.',
  'saveJob.loadFailed': 'Your saved jobs could not be loaded. Please try again later.',
  'saveJob.listLink': 'Saved jobs',
  'newJob.badge': 'New',

  'savedJobs.title': 'Saved jobs',
  'savedJobs.description': 'The jobs you saved, newest first.',
  'savedJobs.count': '{count, plural, =0 {No saved jobs} one {# saved job} other {# saved jobs}}',
  'savedJobs.empty': 'You have not saved any jobs yet. Use Save on a job to keep it here.',
  'savedJobs.findJobs': 'Find a job',
  'savedJobs.onDevice': 'These jobs are saved on this device only. Sign in to keep them in your account.',
  'savedJobs.signIn': 'Sign in to keep them',
  'savedJobs.loading': 'Loading your saved jobs…',
  'savedJobs.savedOn': 'Saved {when}',
} as const
