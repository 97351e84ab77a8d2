import { describe, expect, it } from 'vitest'
import { sessionMessages } from '../../../core/i18n/messages/session'
import { describeFailure, LoginProblems, messageForLoginProblem } from '../../../core/session'

describe('login problems', () => {
  it('map to the spec texts, with their detail', () => {
    const rendered = [
      LoginProblems.userNotFound(),
      LoginProblems.refreshUserFailed(new Error('boom')),
      LoginProblems.loginFailed({ _tag: 'HttpError', status: 500 }),
      LoginProblems.refreshJwtFailed({ _tag: 'NetworkError' }),
    ].map((problem) => {
      const { id, values } = messageForLoginProblem(problem)
      return sessionMessages[id].replace('{detail}', values?.detail ?? '')
    })
    expect(rendered).toEqual([
      'User not found.',
      'Could not refresh user: boom',
      'An error occurred while logging in: HttpError 500',
      'Could not refresh JWT: NetworkError',
    ])
  })

  it('describes any failure without throwing', () => {
    expect([describeFailure('x'), describeFailure(null), describeFailure(42), describeFailure({})]).toEqual(['x', 'unknown', 'unknown', 'unknown'])
  })

  it('the dialog texts are the spec ones', () => {
    expect(sessionMessages['navigation.unsavedChanges.title']).toBe('Changes Not Saved')
    expect([sessionMessages['navigation.unsavedChanges.continue'], sessionMessages['navigation.unsavedChanges.cancel']]).toEqual(['Continue', 'Cancel'])
  })
})
