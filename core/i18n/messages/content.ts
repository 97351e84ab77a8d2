/** The content pages (ui/features/content): about, news, privacy, terms, contact; deferred with their chunk. */
export const contentMessages = {
  'content.news.title': 'News',
  'content.news.description': 'News and advice from the Hireflow team: the job market, pay, interviews and how to make the most of Hireflow.',
  'content.news.empty': 'No news yet. Come back soon.',
  'content.news.byline': '{author}, {date}',
  'content.news.all': 'All news',
  'content.news.updated': 'Updated {date}',
  'content.updated': 'Last updated {date}',
  'content.refreshed': 'This page has been updated.',
  'content.notFound.title': 'This page is not here',
  'content.notFound.text': 'It may have been moved or taken down.',
  'content.notFound.news': 'See all news',
} as const
