import * as v from 'valibot'
import type { MessageId } from '../i18n/en-US'
import type { PasswordScore, PasswordStrengthPort } from '../ports/passwordStrength'

/**
 * The lowest score a new password may have: 2, "good" (docs/decisions.md). 0 and 1 are guessable within about
 * 10^6 tries (common passwords, a word plus digits), which online guessing past our rate limits still reaches.
 */
export const MIN_PASSWORD_SCORE: PasswordScore = 2

/** The spec's named levels of the 0-4 scale: 0 and 1 are weak. */
export type PasswordStrength = 'weak' | 'good' | 'strong' | 'veryStrong'

const LEVELS: Readonly<Record<PasswordScore, PasswordStrength>> = { 0: 'weak', 1: 'weak', 2: 'good', 3: 'strong', 4: 'veryStrong' }

/** The named level of a score. */
export const strengthOf = (score: PasswordScore): PasswordStrength => LEVELS[score]

/** The catalogue text of a score's level. */
export const strengthMessage = (score: PasswordScore): MessageId => `password.strength.${strengthOf(score)}`

/** True when a new password of this score is accepted. */
export const isStrongEnough = (score: PasswordScore): boolean => score >= MIN_PASSWORD_SCORE

/** The spec's "not complex enough" message. */
export const PASSWORD_NOT_COMPLEX: MessageId = 'password.error.notComplex'

/** A valibot check (for pipeAsync) that refuses a password scored below MIN_PASSWORD_SCORE with `message`. */
export const strongPassword = <TMessage extends string>(port: PasswordStrengthPort, userInputs: readonly string[], message: TMessage) =>
  v.checkAsync<string, TMessage>(async (password) => isStrongEnough(await port.score(password, userInputs)), message)

/** What an account is known by, as scorer inputs: the email, its name part and its pieces, the domain's name, the names. */
export function passwordUserInputs(account: { readonly email?: string; readonly firstName?: string; readonly lastName?: string }): string[] {
  const email = (account.email ?? '').trim().toLowerCase()
  const [local = '', domain = ''] = email.split('@')
  const words = [email, local, ...local.split(/[._+-]+/), domain.split('.')[0] ?? '', account.firstName ?? '', account.lastName ?? '']
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter(Boolean))]
}
