/** Job search texts. */
export const searchMessages = {
  'search.somethingWentWrong': 'Something went wrong while searching. Please try again.',
  'search.invalidLocation': 'We could not find that location. Here are some other jobs you may like.',
  'search.noMatches': 'No jobs match your search. Here are some other jobs you may like.',
} as const
