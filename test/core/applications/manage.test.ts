import { describe, expect, it } from 'vitest'
import {
  answersForm,
  answersFormChanged,
  appliedJobIds,
  applicationsIn,
  canWithdraw,
  checkAnswersForm,
  defaultTab,
  matchLocalApplications,
  tabCounts,
  tabOfApplication,
  unseenCount,
  APPLICATION_STATUSES,
} from '../../../core/applications'
import { anApplication, withStatus } from '../../machines/applications/fixtures'

describe('the applications rules', () => {
  it('the tabs hold every status once; counts and filtering follow them', () => {
    const list = [withStatus('submitted'), withStatus('viewed'), withStatus('interviewing'), withStatus('hired'), withStatus('withdrawn')]
    expect(tabCounts(list)).toEqual({ active: 2, interviewing: 1, offered: 1, closed: 1 })
    expect(applicationsIn(list, 'offered').map((application) => application.status)).toEqual(['hired'])
    expect(defaultTab([withStatus('rejected')])).toBe('closed')
    expect(defaultTab([])).toBe('active')
  })

  it('a closed job\'s waiting application is under Closed; one in an interview or with an offer stays in its tab', () => {
    const closedJob = (status: Parameters<typeof withStatus>[0]) => {
      const application = withStatus(status)
      return { ...application, job: { ...application.job!, closed: true } }
    }
    expect(['submitted', 'viewed', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn'].map((status) => tabOfApplication(closedJob(status as Parameters<typeof withStatus>[0])))).toEqual([
      'closed', 'closed', 'interviewing', 'offered', 'offered', 'closed', 'closed',
    ])
    expect(tabOfApplication(withStatus('submitted'))).toBe('active')
    expect(tabOfApplication({ ...withStatus('viewed'), job: null })).toBe('active')
    expect(tabCounts([closedJob('submitted'), withStatus('submitted'), closedJob('interviewing')])).toEqual({ active: 1, interviewing: 1, offered: 0, closed: 1 })
    expect(applicationsIn([closedJob('viewed')], 'closed')).toHaveLength(1)
  })

  it('withdraw is allowed until the application is settled (hired, rejected, withdrawn)', () => {
    expect(APPLICATION_STATUSES.filter(canWithdraw)).toEqual(['submitted', 'viewed', 'interviewing', 'offered'])
  })

  it('the unseen count and the applied jobs come from badge-info', () => {
    const badge = { applications: 2, userJobs: [{ jobId: 'a', application: { id: '1', modified: '2026-11-20T00:00:00.000Z' }, viewed: false }, { jobId: 'b', application: { id: '2', modified: '2026-11-20T00:00:00.000Z' }, viewed: true }] }
    expect(unseenCount(badge)).toBe(1)
    expect(unseenCount(null)).toBe(0)
    expect([...appliedJobIds(badge)]).toEqual(['a', 'b'])
  })

  it('the edit form reads amounts as whole dollars, keeps a type only with its amount, and says which field is wrong', () => {
    const form = { ...answersForm(anApplication()), expectedSalary: '$95,000', currentSalary: '', currentSalaryType: 'hour' }
    const checked = checkAnswersForm(form, null)
    expect(checked).toMatchObject({ ok: true, value: { expectedSalary: 95000, expectedSalaryType: 'year', currentSalary: null, currentSalaryType: null } })
    expect(checkAnswersForm({ ...form, expectedSalary: '12.5', workAuthorization: '' }, null)).toEqual({
      ok: false,
      errors: { expectedSalary: 'apply.error.salaryInvalid', workAuthorization: 'apply.error.workAuthorizationRequired' },
    })
    expect(answersFormChanged(form, answersForm(anApplication()))).toBe(true)
    expect(answersFormChanged(answersForm(anApplication()), answersForm(anApplication()))).toBe(false)
  })

  it('a visitor finds the device’s applications by any words of the job, in any order and case', () => {
    const rows = [{ id: '1', searchText: 'Registered Nurse Seton Austin' }, { id: '2', searchText: 'Welder Acme Dallas' }]
    expect(matchLocalApplications(rows, 'austin nurse').map((row) => row.id)).toEqual(['1'])
    expect(matchLocalApplications(rows, '  ')).toHaveLength(2)
  })
})
