import { hash, verify } from '@node-rs/argon2'

/** Longer passwords are refused (argon2 hashes any length, but a megabyte password is a denial of service). */
export const MAX_PASSWORD_LENGTH = 1024

/** Hashes a password with argon2id (the library's default algorithm and OWASP-level costs); the whole password, never truncated. */
export const hashPassword = (password: string): Promise<string> => hash(password)

// Verified against when no account (or no password) exists, so both cases take about as long as a wrong password.
let decoyHash: Promise<string> | undefined

/** True when `password` matches `stored`; with `stored` null, spends the same time and answers false. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoyHash ??= hashPassword('decoy password that matches nothing')
    await verify(await decoyHash, password).catch(() => false)
    return false
  }
  return verify(stored, password).catch(() => false)
}
