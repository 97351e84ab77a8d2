import { useSearch } from '@tanstack/react-router'

/** The query of the sign-in pages: where to go afterwards, and the email to prefill. */
export interface LoginSearch {
  readonly redirect?: string
  readonly email?: string
}

/** The validated query, with the token of a mailed sign-in link (/login/email-link?token=...). */
export interface LoginQuery extends LoginSearch {
  readonly token?: string
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/** validateSearch of /login and /login/{view}: keeps only string values (the redirect is vetted when used). */
export const validateLoginSearch = (search: Record<string, unknown>): LoginQuery => {
  const entries = (['redirect', 'email', 'token'] as const).map((key) => [key, text(search[key])] as const)
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined))
}

/** The sign-in page's query, as validated, without the link token (so links to other views never carry it). */
export function useLoginSearch(): LoginSearch {
  const { redirect, email } = validateLoginSearch(useSearch({ strict: false }))
  return { ...(redirect === undefined ? {} : { redirect }), ...(email === undefined ? {} : { email }) }
}
