import type { Context } from 'hono'
import * as v from 'valibot'
import { passwordUserInputs, strongPassword } from '../../../core/password'
import type { PasswordStrengthPort } from '../../../core/ports/passwordStrength'
import { errorBody } from '../http/errors'

let scorer: Promise<PasswordStrengthPort> | undefined
/**
 * Loaded and built on first use: the dictionaries are a few MB of modules (about 40 MB resident, 50 ms to load before
 * indexing them takes its ~0.4 s), and a start must not wait for them (docs/operations.md, "Start-up"). A failed
 * load is retried by the next call.
 */
const loadScorer = (): Promise<PasswordStrengthPort> =>
  (scorer ??= import('../../zxcvbn/passwordStrength').then(
    (zxcvbn) => zxcvbn.createZxcvbnPasswordStrength(),
    (error: unknown) => {
      scorer = undefined
      throw error
    },
  ))
const lazyScorer: PasswordStrengthPort = { score: async (password, userInputs) => (await loadScorer()).score(password, userInputs) }
const zxcvbn = () => lazyScorer

/**
 * Builds the scorer and scores one throwaway password, so the first sign-up, reset or change after start-up does
 * not wait for the dictionaries (~0.4 s). The server calls it in the background once it listens.
 */
export async function warmPasswordStrength(): Promise<void> {
  await zxcvbn().score('warm-up', [])
}

const TOO_WEAK = { code: 'auth.passwordTooWeak', message: 'Password is not complex enough.' } as const

/** What an account is known by (a new password built on it scores lower). */
export interface PasswordOwner {
  readonly email?: string
  readonly firstName?: string
  readonly lastName?: string
}

/**
 * True when a new password scores at least core's MIN_PASSWORD_SCORE ("good") with zxcvbn-ts, given what the
 * account is known by. The same rule as the browser's meter (core/password).
 */
export async function isComplexEnough(password: string, owner: PasswordOwner): Promise<boolean> {
  const schema = v.pipeAsync(v.string(), strongPassword(zxcvbn(), passwordUserInputs(owner), TOO_WEAK.code))
  return (await v.safeParseAsync(schema, password)).success
}

/** The 400 for a new password that is not complex enough. */
export const passwordTooWeak = (c: Context) => c.json(errorBody(TOO_WEAK.code, TOO_WEAK.message), 400)
