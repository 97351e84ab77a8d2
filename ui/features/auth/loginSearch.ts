import { useSearch } from '@tanstack/react-router'

/** The query of the sign-in pages: where to go afterwards, and the email to prefill. */
export interface LoginSearch {
  readonly redirect?: string
  readonly email?: string
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/** validateSearch of /login and /login/{view}: keeps only string values (the redirect is vetted when used). */
export const validateLoginSearch = (search: Record<string, unknown>): LoginSearch => {
  const redirect = text(search['redirect'])
  const email = text(search['email'])
  return { ...(redirect === undefined ? {} : { redirect }), ...(email === undefined ? {} : { email }) }
}

/** The sign-in page's query, as validated (the page answers at /login and /login/{view}). */
export function useLoginSearch(): LoginSearch {
  return validateLoginSearch(useSearch({ strict: false }))
}
