import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import {
  isStrongEnough,
  MIN_PASSWORD_SCORE,
  PASSWORD_NOT_COMPLEX,
  passwordUserInputs,
  strengthMessage,
  strengthOf,
  strongPassword,
} from '../../../core/password'
import type { PasswordScore, PasswordStrengthPort } from '../../../core/ports'

const SCORES: readonly PasswordScore[] = [0, 1, 2, 3, 4]

/** A scorer that answers a fixed score and remembers what it was asked. */
const fixedScorer = (score: PasswordScore) => {
  const asked: { password: string; userInputs: readonly string[] }[] = []
  const port: PasswordStrengthPort = {
    score: (password, userInputs) => {
      asked.push({ password, userInputs })
      return Promise.resolve(score)
    },
  }
  return { port, asked }
}

describe('password strength levels (spec: 0 to 4, weak, good, strong, very strong)', () => {
  test('0 and 1 are weak, 2 good, 3 strong, 4 very strong', () => {
    expect(SCORES.map(strengthOf)).toEqual(['weak', 'weak', 'good', 'strong', 'veryStrong'])
  })

  test('each level has its catalogue text', () => {
    expect(SCORES.map(strengthMessage)).toEqual([
      'password.strength.weak',
      'password.strength.weak',
      'password.strength.good',
      'password.strength.strong',
      'password.strength.veryStrong',
    ])
  })

  test('a password is accepted from "good" (score 2) up: exactly the levels that are not weak', () => {
    expect(MIN_PASSWORD_SCORE).toBe(2)
    for (const score of SCORES) expect(isStrongEnough(score)).toBe(strengthOf(score) !== 'weak')
  })
})

describe('strongPassword (valibot check)', () => {
  const schema = (score: PasswordScore, inputs: readonly string[] = []) =>
    v.pipeAsync(v.string(), strongPassword(fixedScorer(score).port, inputs, PASSWORD_NOT_COMPLEX))

  test('a weak score is the "not complex enough" issue', async () => {
    for (const score of [0, 1] as const) {
      const result = await v.safeParseAsync(schema(score), 'password')
      expect(result.success).toBe(false)
      expect(result.issues?.[0]?.message).toBe('password.error.notComplex')
    }
  })

  test('good and better pass unchanged', async () => {
    for (const score of [2, 3, 4] as const) {
      expect(await v.safeParseAsync(schema(score), 'a long enough phrase')).toMatchObject({ success: true, output: 'a long enough phrase' })
    }
  })

  test('the scorer is given the password and the user inputs', async () => {
    const { port, asked } = fixedScorer(3)
    await v.parseAsync(v.pipeAsync(v.string(), strongPassword(port, ['ada', 'lovelace'], PASSWORD_NOT_COMPLEX)), 'secret words')
    expect(asked).toEqual([{ password: 'secret words', userInputs: ['ada', 'lovelace'] }])
  })
})

describe('passwordUserInputs', () => {
  test('the email, its name part and the names, trimmed, without blanks or repeats', () => {
    expect(passwordUserInputs({ email: ' Ada.Lovelace@Example.com ', firstName: ' Ada ', lastName: '' })).toEqual([
      'ada.lovelace@example.com',
      'ada.lovelace',
      'ada',
      'lovelace',
      'example',
    ])
  })

  test('nothing known is no inputs', () => {
    expect(passwordUserInputs({})).toEqual([])
  })
})
