import type { Interview, InterviewAnswers, InterviewRef } from '../../../core/interview'

export const ref: InterviewRef = { kind: 'link', parts: { applicationId: 'app-1', jobId: 'job-1', userId: 'guest', obfuscatedId: `abc.${'x'.repeat(43)}` } }
export const SKILLS = ['Triage', 'Charting', 'IV Therapy'] as const

/** An interview for a job with the three SKILLS (or none), with these answers saved. */
export const anInterview = (answers: InterviewAnswers = {}, skills: readonly string[] = SKILLS): Interview => ({
  applicationId: 'app-1',
  job: { id: 'job-1', title: 'Registered Nurse', company: 'Acme Health', skills: [...skills] },
  prefill: { company: "St. Mary's", title: 'Nurse', expectedSalary: null, workAuthorization: 'anyEmployer', charity: null },
  resumeId: null,
  answers,
  completedAt: null,
})

/** Every answer, good. */
export const ALL_ANSWERS: InterviewAnswers = {
  company: 'Acme',
  title: 'Nurse',
  expectedSalary: { amount: 85000, type: 'year' },
  workAuthorization: 'anyEmployer',
  skills: ['Triage'],
  ratings: [{ skill: 'Triage', rating: 4 }],
  years: 7,
  charity: 'redCross',
}
