import { describe, expect, test } from 'vitest'
import { isStrongEnough } from '../../../core/password'
import { createZxcvbnPasswordStrength } from '../../../adapters/zxcvbn/passwordStrength'

const strength = createZxcvbnPasswordStrength()

describe('the zxcvbn-ts password strength adapter', () => {
  test.each(['password', '123456', 'qwerty123', 'Password1', 'iloveyou', 'abc12345', 'aaaaaaaaaaaa'])('%s is weak', async (password) => {
    const score = await strength.score(password, [])
    expect(score).toBeLessThanOrEqual(1)
    expect(isStrongEnough(score)).toBe(false)
  })

  test.each(['correct horse battery staple', 'a brand new passphrase', 'Tr0mbone-Quasar-Lichen', 'violet kettle under marble'])(
    '%s is accepted',
    async (password) => {
      expect(isStrongEnough(await strength.score(password, []))).toBe(true)
    },
  )

  test('a long random phrase is very strong', async () => {
    expect(await strength.score('gx7#Qm!v2Lp9@zR4wT', [])).toBe(4)
  })

  test("building on the account's own name or email scores lower", async () => {
    const inputs = ['qorvath.brindel@example.com', 'qorvath', 'brindel']
    expect(await strength.score('qorvathbrindel1990', inputs)).toBeLessThan(await strength.score('qorvathbrindel1990', []))
    expect(await strength.score('qorvath.brindel@example.com', inputs)).toBeLessThanOrEqual(1)
  })

  test('scores are whole numbers from 0 to 4', async () => {
    for (const password of ['', 'a', 'hunter2', 'x'.repeat(300), 'ünïcödé pässwörd ☃']) {
      expect([0, 1, 2, 3, 4]).toContain(await strength.score(password, []))
    }
  })
})
