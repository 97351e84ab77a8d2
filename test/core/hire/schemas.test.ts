import { describe, expect, test } from 'vitest'
import * as v from 'valibot'
import { checkHireForm, EMPTY_HIRE_FORM, HireRequestSchema, type HireFormValues } from '../../../core/hire'

const filled: HireFormValues = {
  ...EMPTY_HIRE_FORM,
  company: 'Acme Robotics',
  name: 'Dana Whitfield',
  workEmail: 'dana@acme-robotics.example',
  industry: 'engineering',
  city: 'Austin, TX',
  needs: 'Two embedded engineers.',
}

describe('the hire form (spec section 5: a work email or phone is required)', () => {
  test('a filled form passes, trimmed', () => {
    const checked = checkHireForm({ ...filled, name: '  Dana Whitfield ' })
    expect(checked.ok && checked.value.name).toBe('Dana Whitfield')
  })

  test('a phone alone, or an email alone, is enough', () => {
    expect(checkHireForm({ ...filled, workEmail: '', phone: '+1 (512) 555-0142' }).ok).toBe(true)
    expect(checkHireForm({ ...filled, phone: '' }).ok).toBe(true)
  })

  test('neither: the email says so, beside every other problem', () => {
    const checked = checkHireForm({ ...EMPTY_HIRE_FORM, company: 'Acme' })
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.errors).toEqual({
      name: 'hire.error.nameRequired',
      workEmail: 'hire.error.contactRequired',
      industry: 'hire.error.industryRequired',
      city: 'hire.error.cityRequired',
      needs: 'hire.error.needsRequired',
    })
  })

  test.each([
    [{ workEmail: 'dana@' }, 'workEmail', 'hire.error.emailInvalid'],
    [{ workEmail: 'dana@yahoo.con' }, 'workEmail', 'hire.error.emailDomainInvalid'],
    [{ phone: '555 01' }, 'phone', 'hire.error.phoneIncomplete'],
    [{ phone: 'call me' }, 'phone', 'hire.error.phoneIncomplete'],
    [{ name: 'D' }, 'name', 'hire.error.nameTooShort'],
    [{ company: 'A' }, 'company', 'hire.error.companyTooShort'],
    [{ needs: 'x'.repeat(4001) }, 'needs', 'hire.error.tooLong'],
  ] as const)('%o is refused on %s', (change, field, message) => {
    const checked = checkHireForm({ ...filled, ...change })
    expect(checked.ok ? {} : checked.errors).toMatchObject({ [field]: message })
  })

  test('the wire request takes the form with its honeypot and token, and the same contact rule', () => {
    expect(v.safeParse(HireRequestSchema, { ...filled, website: '', formToken: 't' }).success).toBe(true)
    const neither = v.safeParse(HireRequestSchema, { ...filled, workEmail: '', phone: '', formToken: 't' })
    expect(neither.success).toBe(false)
    expect(neither.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['workEmail', 'hire.error.contactRequired']])
  })
})
