import { emptyDraft, type ApplyDraft, type Prefill } from '../../../core/apply'

export const KEY = 'key-0123456789abcdef'
export const completeDraft = (overrides: Partial<ApplyDraft> = {}): ApplyDraft => ({
  ...emptyDraft('job-1', KEY),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: { number: '512 555 0100', extension: '', type: 'mobile' },
  resume: { id: 'r1', fileName: 'cv.pdf', uploadToken: null },
  workAuthorization: 'anyEmployer',
  ...overrides,
})
export const prefill: Prefill = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: { number: '512 555 0100', extension: '', type: 'mobile' },
  answers: {
    mostRecentTitle: 'Nurse',
    mostRecentEmployer: 'Clinic',
    workAuthorization: 'presentEmployerOnly',
    elevatorPitch: 'Hi',
    charity: 'redCross',
    expectedSalary: 40,
    expectedSalaryType: 'hour',
    currentSalary: null,
    currentSalaryType: null,
  },
  resume: { id: 'r9', fileName: 'mine.pdf' },
}

