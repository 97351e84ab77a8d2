import type { Application, ApplicationStatus } from '../../../core/applications'

/** An application as the server answers it; override what the test is about. */
export const anApplication = (overrides: Partial<Application> = {}): Application => ({
  id: 'app-1',
  jobId: 'job-1',
  job: { id: 'job-1', slug: 'registered-nurse', title: 'Registered Nurse', company: 'Seton', city: 'Austin', state: 'TX', compensation: 'year', compensationMin: 70000, compensationMax: 90000, closed: false },
  status: 'submitted',
  method: 'easyApply',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: { number: '512 555 0100', extension: '', type: 'mobile' },
  resumeId: null,
  resume: null,
  mostRecentTitle: 'Nurse',
  mostRecentEmployer: 'St. Mary',
  workAuthorization: 'anyEmployer',
  elevatorPitch: '',
  charity: null,
  expectedSalary: null,
  expectedSalaryType: null,
  currentSalary: null,
  currentSalaryType: null,
  appliedAt: '2026-11-20T10:00:00.000Z',
  modifiedAt: '2026-11-20T10:00:00.000Z',
  viewed: true,
  history: [{ status: 'submitted', at: '2026-11-20T10:00:00.000Z' }],
  interviewPath: null,
  ...overrides,
})

export const withStatus = (status: ApplicationStatus) => anApplication({ status })
