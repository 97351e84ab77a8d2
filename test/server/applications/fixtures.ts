import { randomUUID } from 'node:crypto'
import type { ApplicationRecord } from '../../../adapters/server/applications/store'
import { TEST_NOW } from '../helpers'

/** An application as a visitor's Easy Apply would store it; override what the test is about. */
export const applicationRecord = (overrides: Partial<ApplicationRecord> & Pick<ApplicationRecord, 'jobId'>): ApplicationRecord => ({
  id: randomUUID(),
  userId: null,
  email: 'visitor@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: { number: '512 555 0100', extension: '', type: 'mobile' },
  resumeId: null,
  answers: {
    mostRecentTitle: 'Registered Nurse',
    mostRecentEmployer: "St. Mary's",
    workAuthorization: 'anyEmployer',
    elevatorPitch: '',
    charity: null,
    expectedSalary: null,
    expectedSalaryType: null,
    currentSalary: null,
    currentSalaryType: null,
  },
  status: 'submitted',
  method: 'easyApply',
  idempotencyKey: randomUUID(),
  appliedAt: TEST_NOW,
  modifiedAt: TEST_NOW,
  viewedAt: null,
  ...overrides,
})
