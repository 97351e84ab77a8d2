import type { JobId, JobSummary } from '../../core/search'
import { JOBS } from '../seeds'
import type { Scenario } from '../scenario'

/** A seeded job, saved at the scenarios' start. */
const saved = (index: number) => ({ job: JOBS[index] as unknown as JobSummary, savedAt: '2026-01-12T09:00:00.000Z' })

export const savedJobsScenarios: Scenario[] = [
  {
    id: 'savedJobs.onTheDevice',
    machine: 'savedJobs',
    title: 'Saving jobs before signing in',
    description: 'A visitor saves two jobs and unsaves the first: the list is kept on this device until she signs in.',
    path: '/saved-jobs',
    start: async ({ app }) => {
      await app.savedJobs.load()
    },
    steps: [
      { send: { type: 'user.saved', saved: saved(0) } },
      { send: { type: 'user.saved', saved: saved(1) } },
      { send: { type: 'user.unsaved', jobId: JOBS[0]!.id as JobId } },
    ],
    payloads: { 'user.unsaved': { jobId: 'job-2' } },
  },
]
