/**
 * Top-level domains that never receive mail (RFC 2606, RFC 6761, RFC 6762). `.test` and `.example` are reserved too but
 * stay accepted: development and test servers mail their own accounts there (the journeys sign up @e2e.hireflow.test).
 */
const RESERVED_TLDS = new Set(['invalid', 'localhost', 'local'])

/** Misspellings of the big mail providers' domains seen in sign-up data: the user meant the real one. */
const MISSPELLED_DOMAINS = new Set([
  'gmial.com', 'gmal.com', 'gamil.com', 'gnail.com', 'gmai.com', 'gmaill.com', 'gmail.co', 'gmail.cm', 'gmail.con',
  'hotmial.com', 'hotmal.com', 'hotmai.com', 'hotmail.co', 'hotmail.con',
  'yaho.com', 'yahooo.com', 'yahoo.co', 'yahoo.con',
  'outlok.com', 'outloo.com', 'outlook.co', 'outlook.con',
  'iclod.com', 'icloud.co', 'icloud.con',
])

/**
 * "The email domain appears invalid" (spec section 5), for an address valibot's `email` already accepts: its domain
 * is under a top-level domain that never receives mail (name@shop.invalid, name@host.local) or a known misspelling of a big provider
 * (name@gmial.com, name@yahoo.con). Decided by rule alone, the same on client and server; the server does not look
 * the domain up in DNS (docs/decisions.md, "The email domain rule").
 */
export function emailDomainLooksValid(email: string): boolean {
  const at = email.lastIndexOf('@')
  if (at < 0) return false
  const domain = email.slice(at + 1).trim().toLowerCase().replace(/\.$/, '')
  const labels = domain.split('.')
  if (labels.length < 2 || labels.some((label) => label === '')) return false
  return !RESERVED_TLDS.has(labels.at(-1)!) && !MISSPELLED_DOMAINS.has(domain)
}
