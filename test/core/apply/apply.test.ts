import { describe, expect, it } from 'vitest'
import {
  applyRequestOf,
  compareExpectation,
  emailDomainLooksValid,
  emptyDraft,
  firstIncompleteStep,
  oneClickEligible,
  oneClickRequest,
  parseAmount,
  prefillDraft,
  reachableStep,
  readDraft,
  stepErrors,
} from '../../../core/apply'
import { completeDraft, KEY, prefill } from './fixtures'

describe('each step checks its own fields with the spec messages', () => {
  it('personal details and resume', () => {
    expect(stepErrors('personal', emptyDraft('j', KEY))).toEqual({
      firstName: 'apply.error.firstNameRequired',
      lastName: 'apply.error.lastNameRequired',
      email: 'apply.error.emailRequired',
      resume: 'apply.error.resumeRequired',
    })
    expect(stepErrors('personal', completeDraft({ email: 'ada@' })).email).toBe('apply.error.emailInvalid')
    expect(stepErrors('personal', completeDraft({ email: 'ada@gmial.com' })).email).toBe('apply.error.emailDomainInvalid')
  })
  it('contact, authorization, pitch', () => {
    expect(stepErrors('contact', completeDraft({ phone: { number: '', extension: '', type: 'mobile' } }))).toEqual({ phone: 'apply.error.phoneRequired' })
    expect(stepErrors('contact', completeDraft({ phone: { number: '555 01', extension: '', type: 'mobile' } }))).toEqual({ phone: 'apply.error.phoneIncomplete' })
    // The extension has a problem of its own, which the screen shows on the extension field.
    expect(stepErrors('contact', completeDraft({ phone: { number: '512 555 0100', extension: 'x12', type: 'mobile' } }))).toEqual({ phone: 'apply.error.phoneExtension' })
    expect(stepErrors('authorization', completeDraft({ workAuthorization: null }))).toEqual({ workAuthorization: 'apply.error.workAuthorizationRequired' })
    expect(stepErrors('pitch', completeDraft({ expectedSalary: '12.5' }))).toEqual({ expectedSalary: 'apply.error.salaryInvalid' })
    expect(stepErrors('charity', completeDraft())).toEqual({})
  })
  it('finish checks them all', () => {
    expect(Object.keys(stepErrors('finish', completeDraft({ firstName: '', workAuthorization: null })))).toEqual(['firstName', 'workAuthorization'])
  })
})

describe('steps', () => {
  it('a link to a later step lands on the first incomplete one', () => {
    expect(reachableStep(emptyDraft('j', KEY), 'pitch')).toBe('personal')
    expect(reachableStep(completeDraft({ workAuthorization: null }), 'finish')).toBe('authorization')
    expect(reachableStep(completeDraft(), 'charity')).toBe('charity')
    expect(firstIncompleteStep(completeDraft())).toBe('finish')
  })
})

describe('the request', () => {
  it('is made only from a complete draft, amounts parsed, the draft key kept', () => {
    expect(applyRequestOf(emptyDraft('j', KEY))).toBeNull()
    const request = applyRequestOf(completeDraft({ expectedSalary: '$95,000', resume: { id: 'r2', fileName: 'x.pdf', uploadToken: 'a'.repeat(43) } }))
    expect(request).toMatchObject({ jobId: 'job-1', idempotencyKey: KEY, resumeId: 'r2', resumeToken: 'a'.repeat(43), answers: { expectedSalary: 95000, expectedSalaryType: 'year', currentSalary: null, currentSalaryType: null } })
  })
  it('amounts', () => {
    expect(parseAmount('')).toEqual({ ok: true, value: null })
    expect(parseAmount('1,200')).toEqual({ ok: true, value: 1200 })
    expect(parseAmount('-3').ok).toBe(false)
  })
})

describe('prefill', () => {
  it('fills only what is empty', () => {
    const typed = { ...emptyDraft('j', KEY), firstName: 'Augusta', expectedSalary: '100000' }
    const filled = prefillDraft(typed, prefill)
    expect(filled).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace', workAuthorization: 'presentEmployerOnly', expectedSalary: '100000', expectedSalaryType: 'year', resume: { id: 'r9', uploadToken: null } })
    expect(prefillDraft(emptyDraft('j', KEY), prefill)).toMatchObject({ expectedSalary: '40', expectedSalaryType: 'hour' })
  })
  it('a damaged stored draft is dropped', () => {
    expect(readDraft({ jobId: 'j' })).toBeNull()
    expect(readDraft(completeDraft())).toEqual(completeDraft())
  })
})

describe('1-Click eligibility', () => {
  it('needs an active resume and the answers on file', () => {
    expect(oneClickEligible(prefill)).toBe(true)
    expect(oneClickEligible(null)).toBe(false)
    expect(oneClickEligible({ ...prefill, resume: null })).toBe(false)
    expect(oneClickEligible({ ...prefill, answers: null })).toBe(false)
    expect(oneClickEligible({ ...prefill, phone: null })).toBe(false)
    expect(oneClickRequest(prefill, 'job-2', KEY)).toMatchObject({ method: 'oneClick', jobId: 'job-2', resumeId: 'r9' })
  })
})

describe('your expectation vs this range', () => {
  const range = { compensation: 'year' as const, compensationMin: 80_000, compensationMax: 100_000 }
  it('compares as a year of pay', () => {
    expect(compareExpectation(70_000, 'year', range)).toBe('below')
    expect(compareExpectation(90_000, 'year', range)).toBe('within')
    expect(compareExpectation(60, 'hour', range)).toBe('above')
    expect(compareExpectation(null, 'year', range)).toBe('unknown')
    expect(compareExpectation(50_000, 'year', { compensation: 'hour', compensationMin: null, compensationMax: null })).toBe('unknown')
    expect(compareExpectation(200_000, 'year', { ...range, compensationMax: null })).toBe('within')
  })
})

describe('the email domain rule', () => {
  it('refuses reserved top-level domains and misspelt providers', () => {
    for (const bad of ['a@shop.invalid', 'a@host.local', 'a@gmial.com', 'a@yahoo.con', 'a@nodot']) expect(emailDomainLooksValid(bad), bad).toBe(false)
    for (const good of ['a@example.com', 'a@e2e.hireflow.test', 'a@gmail.com', 'a@mail.co.uk', 'a@EXAMPLE.ORG']) expect(emailDomainLooksValid(good), good).toBe(true)
  })
})
