/** Shell texts: navigation, header, footer, page titles. */
export const shellMessages = {
  'meta.defaultTitle': 'Find your next job',
  'meta.titleWithBrand': '{title} | Hireflow',
} as const
