import { createHmac, timingSafeEqual } from 'node:crypto'
import { HIRE_MIN_FILL_MS, HIRE_TOKEN_TTL_MS } from '../../../core/hire'

/** What a form token says about a send: in time, too soon after the form opened, too late, or not ours. */
export type FormTokenVerdict = 'ok' | 'tooFast' | 'expired' | 'invalid'

/**
 * The hire form's time check (docs/decisions.md, "The hire form"): GET /rest/hire/form-token signs the moment the
 * form was opened (`{issuedAt in base 36}.{HMAC}`, a key derived from the server's secret); a send within
 * HIRE_MIN_FILL_MS of it is a script's, one after HIRE_TOKEN_TTL_MS is stale. No state is kept: the token is the state.
 */
export interface FormTokens {
  issue(now: Date): Promise<{ token: string; issuedAt: number }>
  check(token: string, now: Date): Promise<FormTokenVerdict>
}

export function createFormTokens(key: () => Promise<Uint8Array>): FormTokens {
  let bytes: Promise<Uint8Array> | undefined
  const mac = async (issued: string) => createHmac('sha256', await (bytes ??= key())).update(`hire-form\n${issued}`).digest('base64url')
  return {
    async issue(now) {
      const issued = now.getTime().toString(36)
      return { token: `${issued}.${await mac(issued)}`, issuedAt: now.getTime() }
    },
    async check(token, now) {
      const match = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(token)
      if (!match) return 'invalid'
      const [, issued = '', given = ''] = match
      const expected = Buffer.from(await mac(issued))
      const actual = Buffer.from(given)
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid'
      const age = now.getTime() - parseInt(issued, 36)
      if (age < HIRE_MIN_FILL_MS) return 'tooFast'
      return age > HIRE_TOKEN_TTL_MS ? 'expired' : 'ok'
    },
  }
}
