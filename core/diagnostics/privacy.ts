/** Query parameters that carry a secret (a mailed sign-in credential, an OAuth code, tokens): never reported. */
const SECRET_PARAMS = /^(e|code|state|token|jwt|downloadToken|password|impersonationKey)$/i

/**
 * An address as a report may carry it: the secrets of its query replaced by `[removed]`; a value that is not an
 * address is kept up to its first `?`.
 */
export const withoutSecrets = (address: string): string => {
  const [beforeHash = '', ...hash] = address.split('#')
  const [base = '', query] = beforeHash.split('?', 2) as [string, string | undefined]
  if (query === undefined) return address
  const kept = query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? ''
      let decoded = name
      try {
        decoded = decodeURIComponent(name)
      } catch {
        return '[removed]'
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=[removed]` : pair
    })
    .join('&')
  return `${base}?${kept}${hash.length ? `#${hash.join('#')}` : ''}`
}
