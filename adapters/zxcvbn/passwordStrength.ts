import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en'
import type { PasswordScore, PasswordStrengthPort } from '../../core/ports/passwordStrength'

/**
 * The PasswordStrengthPort on zxcvbn-ts with its common and English dictionaries and keyboard graphs. Used as is
 * by the server and, through a dynamic import from the composition root, by the browser (the dictionaries are
 * a few hundred KB, so they load only when a new-password field is first focused). The feedback texts are not
 * used: the app shows its own catalogue's level names.
 */
export function createZxcvbnPasswordStrength(): PasswordStrengthPort {
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
  })
  return {
    score: (password, userInputs) => Promise.resolve(zxcvbn.check(password, [...userInputs]).score as PasswordScore),
  }
}
