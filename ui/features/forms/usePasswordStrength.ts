import { useRef, useState } from 'react'
import type { MessageId } from '../../../core/i18n/en-US'
import { isStrongEnough, PASSWORD_NOT_COMPLEX } from '../../../core/password'
import type { PasswordScore, PasswordStrengthPort } from '../../../core/ports/passwordStrength'

// One scorer per loader for the page's life: building it indexes the dictionaries once.
const scorers = new WeakMap<() => Promise<PasswordStrengthPort>, Promise<PasswordStrengthPort>>()

const scorerFor = (load: () => Promise<PasswordStrengthPort>): Promise<PasswordStrengthPort> => {
  let scorer = scorers.get(load)
  if (!scorer) {
    scorer = load()
    scorers.set(load, scorer)
    scorer.catch(() => scorers.delete(load)) // a failed chunk load is tried again next time
  }
  return scorer
}

/** What the strength of a new password is known to be. */
export interface PasswordStrengthState {
  /** The id of the new-password input (focused when a late score refuses the password). */
  readonly fieldId: string
  /** The score of the password as last typed, or null while empty or not yet scored. */
  readonly score: PasswordScore | null
  /** Starts loading the scorer (call on focus, so the dictionaries arrive before the first keystroke). */
  preload(): void
  /** Scores the password as typed in `form` (whose other fields may say who the account is); the newest call wins. */
  rate(password: string, form: HTMLFormElement | null): void
  /** The score of `password` if it is the one last scored, else null (not known yet). */
  scoreOf(password: string): PasswordScore | null
  /**
   * On submit (the meter may not have caught up): scores `password` and runs `proceed` when it is strong enough
   * (or the scorer failed to load: the server decides); when it is too weak, marks the field (`lateError`) and
   * focuses it instead.
   */
  whenStrongEnough(password: string, proceed: () => unknown): void
  /** "Not complex enough" after whenStrongEnough refused, until the next submit. */
  readonly lateError: MessageId | undefined
  /** Forgets the score (after the form was sent and emptied). */
  clear(): void
}

/**
 * Scores a new password with the lazily loaded PasswordStrengthPort. `userInputs` tells what the account is
 * known by, from the form being typed in (the typed email and names) or from elsewhere (the profile).
 * `loadPasswordStrength` is the sign-in services' loader (`useAuth().loadPasswordStrength`): the scorer is a lazy chunk.
 */
export function usePasswordStrength(
  loadPasswordStrength: () => Promise<PasswordStrengthPort>,
  fieldId: string, userInputs: (form: HTMLFormElement | null) => readonly string[]): PasswordStrengthState {
  const [scored, setScored] = useState<{ readonly password: string; readonly score: PasswordScore } | null>(null)
  const [late, setLate] = useState(false)
  const latest = useRef({ password: '', form: null as HTMLFormElement | null })
  const scoreNow = async (password: string) => (await scorerFor(loadPasswordStrength)).score(password, userInputs(latest.current.form))
  const rate = (password: string, form: HTMLFormElement | null) => {
    latest.current = { password, form }
    if (password === '') return setScored(null)
    scoreNow(password).then(
      (score) => {
        if (latest.current.password !== password) return
        setScored({ password, score })
        if (isStrongEnough(score)) setLate(false) // "not complex enough" goes once the password is
      },
      () => undefined, // no meter without the scorer; the server still checks
    )
  }
  const scoreOf = (password: string) => (scored?.password === password ? scored.score : null)
  const confirmStrongEnough = async (password: string) => {
    setLate(false)
    // Scored again: the other fields (email, names) may have changed since the meter last ran.
    const score = await scoreNow(password).catch(() => null)
    if (score === null || isStrongEnough(score)) return true
    setLate(true)
    requestAnimationFrame(() => document.getElementById(fieldId)?.focus())
    return false
  }
  return {
    fieldId,
    score: scored?.score ?? null,
    preload: () => void scorerFor(loadPasswordStrength).catch(() => undefined),
    rate,
    scoreOf,
    whenStrongEnough: (password, proceed) =>
      void confirmStrongEnough(password).then((strongEnough) => {
        if (strongEnough) return proceed()
      }),
    lateError: late ? PASSWORD_NOT_COMPLEX : undefined,
    clear: () => {
      latest.current = { password: '', form: null }
      setScored(null)
    },
  }
}
