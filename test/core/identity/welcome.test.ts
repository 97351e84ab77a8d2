import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { welcomeNotice, type SignInWay } from '../../../core/identity'
import { enUS } from '../../../core/i18n/en-US'
import type { Profile } from '../../../core/session'

const profile = (firstName: string, lastName = 'Lovelace', email = 'ada@example.com') => ({ firstName, lastName, email }) as Profile

describe('welcomeNotice (a confirmation after sign-up and reset, welcome back after sign-in)', () => {
  it('greets by the first name, with a text of its own for each way in', () => {
    expect(welcomeNotice('signUp', profile('Ada'))).toEqual({ id: 'signInFlow.welcome.signUp', values: { name: 'Ada' }, tone: 'positive' })
    expect(welcomeNotice('reset', profile(' Ada '))).toEqual({ id: 'signInFlow.welcome.reset', values: { name: 'Ada' }, tone: 'positive' })
    expect(welcomeNotice('signIn', profile('Ada')).id).toBe('signInFlow.welcome.back')
    expect(welcomeNotice('provider', profile('Ada')).id).toBe('signInFlow.welcome.provider')
  })

  it('never greets nobody: without a first name it uses the full name, then the email', () => {
    const ways = fc.constantFrom<SignInWay>('signUp', 'reset', 'signIn', 'provider')
    const blank = fc.constantFrom('', ' ', '\t')
    fc.assert(
      fc.property(ways, blank, fc.oneof(blank, fc.constant('Lovelace')), (way, first, last) => {
        const notice = welcomeNotice(way, profile(first, last))
        expect(String(notice.values?.['name']).trim()).not.toBe('')
        expect(enUS[notice.id]).toContain('{name}')
      }),
    )
  })
})
