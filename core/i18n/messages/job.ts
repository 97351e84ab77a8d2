/** Job details texts. */
export const jobMessages = {
  'job.notFound': 'This job could not be found. It may have been filled or removed. Search for another job.',
} as const
