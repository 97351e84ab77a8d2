import { describe, expect, it } from 'vitest'
import { CLAIMS_PER_CALL, claimCodeOf, claimsToSend, confirmOutcome, isInterviewPath, outcomeOf, pendingByEmail, type ClaimAnswer, type ClaimView } from '../../../core/claims'

const answer = (id: string, success: boolean, reason: string, job: ClaimAnswer['job'] = { title: `Job ${id}`, company: 'Acme' }): ClaimAnswer => ({ id, success, reason, job })
const view = (id: string, email = 'old@example.com'): ClaimView => ({ id, email, job: { title: `Job ${id}`, company: 'Acme' } })

describe('claimsToSend', () => {
  it('sends every valid row whatever its email, once per id, the fields the server takes only', () => {
    const { send, invalid } = claimsToSend([
      { id: 'a1', email: 'ada@example.com', jobId: 'j1', searchText: 'extra' },
      { id: 'a2', email: 'old@example.com' },
      { id: 'a1', email: 'ada@example.com', jobId: 'j1' },
    ])
    expect(send).toEqual([{ id: 'a1', email: 'ada@example.com', jobId: 'j1' }, { id: 'a2', email: 'old@example.com' }])
    expect(invalid).toEqual([])
  })

  it('gives back rows that are not partner applies, to be deleted', () => {
    const { send, invalid } = claimsToSend([{ id: '../etc', email: 'a@example.com' }, { id: 'ok', email: 42 as unknown as string }, { id: 'b1', email: 'b@example.com' }])
    expect(send.map((claim) => claim.id)).toEqual(['b1'])
    expect(invalid).toEqual(['../etc', 'ok'])
  })

  it(`sends at most ${CLAIMS_PER_CALL}; the rest wait for the next check`, () => {
    const rows = Array.from({ length: CLAIMS_PER_CALL + 5 }, (_, index) => ({ id: `a${index}`, email: 'a@example.com' }))
    expect(claimsToSend(rows).send).toHaveLength(CLAIMS_PER_CALL)
  })
})

describe('outcomeOf', () => {
  it('claimed for the dialog, already yours forgotten silently, confirmation kept, the rest failed with their reason', () => {
    const sent = ['a1', 'a2', 'a3', 'a4', 'a5'].map((id) => ({ id, email: `${id}@example.com` }))
    const outcome = outcomeOf(sent, [
      answer('a1', true, 'claimed'),
      answer('a2', true, 'alreadyYours'),
      answer('a3', false, 'confirmationRequired'),
      answer('a4', false, 'notClaimable', null),
      answer('zz', true, 'claimed'),
    ])
    expect(outcome.claimed).toEqual([{ id: 'a1', email: 'a1@example.com', job: { title: 'Job a1', company: 'Acme' } }])
    expect(outcome.pending.map((claim) => claim.id)).toEqual(['a3'])
    expect(outcome.failed).toEqual([{ id: 'a4', reason: 'notClaimable' }])
    // a5 had no answer: it stays on the device; zz was never sent: ignored.
    expect(outcome.forget).toEqual(['a1', 'a2', 'a4'])
  })
})

describe('confirmOutcome', () => {
  it('a code that claims moves those to claimed; the rest still wait', () => {
    const outcome = confirmOutcome([view('a1'), view('a2', 'other@example.com')], [answer('a1', true, 'claimed'), answer('a2', false, 'invalidCode')])
    expect(outcome.codeAccepted).toBe(true)
    expect(outcome.claimed.map((claim) => claim.id)).toEqual(['a1'])
    expect(outcome.pending.map((claim) => claim.id)).toEqual(['a2'])
    expect(outcome.forget).toEqual(['a1'])
  })

  it('a wrong code claims nothing and keeps everything; another refusal fails that one', () => {
    expect(confirmOutcome([view('a1')], [answer('a1', false, 'invalidCode')])).toMatchObject({ codeAccepted: false, forget: [], failed: [] })
    expect(confirmOutcome([view('a1')], [answer('a1', false, 'duplicate')])).toMatchObject({ codeAccepted: false, forget: ['a1'], failed: [{ id: 'a1', reason: 'duplicate' }], pending: [] })
  })
})

describe('the code and the interview pages', () => {
  it('takes 6 digits, spaces around dropped', () => {
    expect(claimCodeOf(' 123456 ')).toBe('123456')
    expect(claimCodeOf('12345')).toBeNull()
    expect(claimCodeOf('1234567')).toBeNull()
    expect(claimCodeOf('12a456')).toBeNull()
  })

  it('knows an interview page by its path', () => {
    expect(isInterviewPath('/interview/a1/j1/guest/x')).toBe(true)
    expect(isInterviewPath('/interview')).toBe(true)
    expect(isInterviewPath('/interview-test/a1')).toBe(false)
    expect(isInterviewPath('/search?what=interview')).toBe(false)
  })
})

describe('pendingByEmail', () => {
  it('groups the claims waiting for a code by their email, case and spaces aside, in first-seen order', () => {
    const groups = pendingByEmail([view('a1', 'Old@Example.com'), view('a2', 'new@example.com'), view('a3', ' old@example.com')])
    expect(groups.map(([email, claims]) => [email, claims.map((claim) => claim.id)])).toEqual([['old@example.com', ['a1', 'a3']], ['new@example.com', ['a2']]])
  })
})
