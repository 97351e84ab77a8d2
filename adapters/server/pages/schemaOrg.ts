import type { NewsArticle } from '../../../core/content'
import type { ProPage } from '../../../core/pros'

/**
 * schema.org JSON-LD for the Pro and news pages, as Google documents them: a Pro's page is a ProfilePage whose
 * mainEntity is the Person (https://developers.google.com/search/docs/appearance/structured-data/profile-page), an
 * article a NewsArticle with its headline, dates, author and publisher
 * (https://developers.google.com/search/docs/appearance/structured-data/article). Addresses are absolute.
 */

/** Hireflow as the publisher of its news: the Organization with its address and logo. */
export const hireflowOrganization = (origin: string, name: string) => ({ '@type': 'Organization', name, url: `${origin}/`, logo: `${origin}/favicon.svg` })

const absolute = (origin: string, url: string) => (url.startsWith('/') && !url.startsWith('//') ? origin + url : url)

export function proProfileJsonLd(pro: ProPage, url: string, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org/',
    '@type': 'ProfilePage',
    url,
    mainEntity: {
      '@type': 'Person',
      name: pro.name,
      identifier: pro.id,
      url,
      ...(pro.headline ? { description: pro.headline } : {}),
      ...(pro.photoUrl ? { image: absolute(origin, pro.photoUrl) } : {}),
      ...(pro.specialties.length > 0 ? { knowsAbout: [...pro.specialties] } : {}),
    },
  }
}

export function newsArticleJsonLd(article: NewsArticle, url: string, origin: string, brand: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org/',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: article.title.slice(0, 110),
    description: article.description,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt > article.publishedAt ? article.updatedAt : article.publishedAt,
    author: [{ '@type': 'Person', name: article.author }],
    publisher: hireflowOrganization(origin, brand),
    ...(article.image ? { image: [absolute(origin, article.image.url)] } : {}),
  }
}
