/** A state value as designers read it: `loggedIn.token.fresh, loggedIn.profile.loaded`. */
export function formatStateValue(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === null || typeof value !== 'object') return String(value)
  return Object.entries(value)
    .flatMap(([key, inner]) => formatStateValue(inner).split(', ').map((path) => `${key}.${path}`))
    .join(', ')
}
