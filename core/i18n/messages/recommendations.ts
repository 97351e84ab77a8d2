/** "Recommended for you" (home, signed in; the application received page). Loaded with the section. */
export const recommendationsMessages = {
  'recommendations.heading': 'Recommended for you',
  'recommendations.intro': 'Picked from your profile, your searches and the jobs you applied to.',
  'recommendations.reason.title': 'Matches your title {value}',
  'recommendations.reason.skill': 'Uses your skill {value}',
  'recommendations.reason.location': 'Near {value}',
  'recommendations.reason.search': 'Like your search “{value}”',
  'recommendations.reason.applied': 'Like {value}, which you applied to',
  'recommendations.empty': 'Tell us the jobs you want and we will recommend some here.',
  'recommendations.emptyLink': 'Add your career goals',
  'recommendations.loading': 'Finding jobs for you…',
} as const
