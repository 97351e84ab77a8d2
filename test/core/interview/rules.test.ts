import { describe, expect, it } from 'vitest'
import { answerOf, checkAnswer, checkDraft, draftsOf, nextQuestion, questionsFor, restoredDrafts, storedDrafts, withAnswer, withKeptDrafts } from '../../../core/interview'
import { ALL_ANSWERS, anInterview, SKILLS } from '../../machines/interview/fixtures'

const job = { skills: [...SKILLS] }

describe('the question sequence', () => {
  it("asks the spec's order, skipping skills and ratings for a job without skills, ratings when none is confirmed", () => {
    expect(questionsFor({ job, answers: {} })).toEqual(['company', 'title', 'expectedSalary', 'workAuthorization', 'skills', 'ratings', 'years', 'charity'])
    expect(questionsFor({ job: { skills: [] }, answers: {} })).toEqual(['company', 'title', 'expectedSalary', 'workAuthorization', 'years', 'charity'])
    expect(questionsFor({ job, answers: { skills: [] } })).not.toContain('ratings')
    expect(nextQuestion({ job, answers: { company: 'A', title: 'B' } })).toBe('expectedSalary')
    expect(nextQuestion({ job, answers: { charity: 'none' } })).toBe('company')
    expect(nextQuestion({ job, answers: ALL_ANSWERS })).toBeNull()
  })
})

describe('checking an answer', () => {
  it('takes good answers, trimmed, and refuses bad ones with the catalogue id', () => {
    expect(checkAnswer('company', '  Acme  ', { job, answers: {} })).toEqual({ ok: true, value: 'Acme' })
    expect(checkAnswer('title', ' ', { job, answers: {} })).toEqual({ ok: false, message: 'interview.error.titleRequired' })
    expect(checkAnswer('skills', ['Triage', 'Triage'], { job, answers: {} })).toEqual({ ok: false, message: 'interview.error.skillUnknown' })
    expect(checkAnswer('ratings', [{ skill: 'Triage', rating: 5 }], { job, answers: { skills: ['Triage', 'Charting'] } })).toEqual({ ok: false, message: 'interview.error.ratingRequired' })
    expect(checkAnswer('ratings', [], { job: { skills: [] }, answers: {} })).toEqual({ ok: false, message: 'interview.error.notAsked' })
  })

  it('reads the controls: amounts with commas, whole years, the job order of skills, a rating per confirmed skill', () => {
    const drafts = { ...draftsOf(anInterview()), expectedSalary: { amount: ' 85,000 ', type: 'year' as const }, years: '7', skills: ['IV Therapy', 'Triage'], ratings: { Triage: 2 } }
    expect(answerOf('expectedSalary', drafts, { job, answers: {} })).toEqual({ amount: 85000, type: 'year' })
    expect(answerOf('skills', drafts, { job, answers: {} })).toEqual(['Triage', 'IV Therapy'])
    expect(checkDraft('years', { ...drafts, years: '7.5' }, { job, answers: {} })).toEqual({ ok: false, message: 'interview.error.yearsInvalid' })
    expect(checkDraft('ratings', drafts, { job, answers: { skills: ['Triage', 'IV Therapy'] } })).toEqual({ ok: false, message: 'interview.error.ratingRequired' })
  })

  it('a changed skills answer drops the ratings that no longer match', () => {
    const rated = { skills: ['Triage'], ratings: [{ skill: 'Triage', rating: 3 }] }
    expect(withAnswer(rated, 'skills', ['Triage'])).toEqual(rated)
    expect(withAnswer(rated, 'skills', ['Charting'])).toEqual({ skills: ['Charting'] })
  })
})

describe('defaults and kept drafts', () => {
  it('a saved answer, else the application, else the resume; nothing chosen otherwise', () => {
    const summary = { mostRecentTitle: 'Charge Nurse', mostRecentEmployer: 'Elsewhere', skills: ['iv therapy'] }
    const fresh = draftsOf({ ...anInterview(), prefill: { ...anInterview().prefill, company: '', workAuthorization: null } }, summary)
    expect(fresh).toMatchObject({ company: 'Elsewhere', title: 'Nurse', skills: ['IV Therapy'], workAuthorization: null, charity: null, years: '' })
    expect(draftsOf(anInterview({ company: 'Saved' }), summary).company).toBe('Saved')
  })

  it('what was typed before a reload comes back for open questions only, through session storage', () => {
    const drafts = { ...draftsOf(anInterview()), company: 'Typed', years: '12', ratings: { Triage: 4 } }
    const kept = restoredDrafts(storedDrafts(drafts))
    expect(kept).toMatchObject({ company: 'Typed', years: '12', ratings: { Triage: 4 } })
    expect(withKeptDrafts(draftsOf(anInterview({ company: 'Saved' })), kept, { company: 'Saved' })).toMatchObject({ company: 'Saved', years: '12' })
  })
})
