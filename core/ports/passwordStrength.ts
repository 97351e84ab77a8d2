/** A password's complexity on the spec's scale: 0 to 4 (weak, good, strong, very strong). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4

/**
 * Scores how hard a password is to guess. `userInputs` are words the account is known by (email, names): a
 * password built on them scores lower. The browser loads its adapter lazily (its dictionaries are large).
 */
export interface PasswordStrengthPort {
  score(password: string, userInputs: readonly string[]): Promise<PasswordScore>
}
