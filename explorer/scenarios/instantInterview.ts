import { json } from '../../adapters/memory'
import { INTERVIEW_LINK, INTERVIEW_PATH } from '../seeds'
import type { Scenario } from '../scenario'
import type { World } from '../world'

/** Opens the interview of the link as the page's loader does (the screen then finds the same flow). */
const openLink = async (world: World) => {
  world.track((await world.app.interview()).enter({ kind: 'link', parts: INTERVIEW_LINK }))
}

export const instantInterviewScenarios: Scenario[] = [
  {
    id: 'instantInterview.answering',
    machine: 'instantInterview',
    title: 'Answering the first questions',
    description: 'Ada opens her interview: the company her application names is offered, she confirms it, then gives her title and expected pay.',
    path: INTERVIEW_PATH,
    start: openLink,
    steps: [
      { send: { type: 'user.submitted' } },
      { send: { type: 'user.edited', question: 'title', value: 'Charge Nurse' } },
      { send: { type: 'user.submitted' } },
      { send: { type: 'user.edited', question: 'expectedSalary', value: { amount: '85000', type: 'year' } } },
      { send: { type: 'user.submitted' } },
    ],
    payloads: {
      'user.edited': { question: 'title', value: 'Charge Nurse' },
    },
  },
  {
    id: 'instantInterview.saveRetried',
    machine: 'instantInterview',
    title: 'A save that fails, then goes through',
    description: 'The server fails Ada\'s first answer: it stays on screen and is sent again after 1 s (the spec\'s backoff), when the server is back.',
    path: INTERVIEW_PATH,
    seed: ({ http }) => {
      let failures = 1
      http.on('PUT', '/rest/interview/link/:applicationId/:jobId/:userId/:obfuscatedId/answers/:question', () =>
        failures-- > 0 ? json(503, { error: { code: 'server.error', message: 'down' } }) : json(200, { ...interviewAnswered, answers: { company: "St. Mary's Hospital" } }),
      )
    },
    start: openLink,
    steps: [{ send: { type: 'user.submitted' } }, { advance: 1_000 }],
    pictured: [1, 2],
  },
  {
    id: 'instantInterview.linkExpired',
    machine: 'instantInterview',
    title: 'An expired or altered link',
    description: 'The link is past its 14 days (or was changed): the page says "Interview link expired or incorrect" and asks for nothing.',
    path: INTERVIEW_PATH,
    seed: ({ http }) =>
      void http.on('GET', '/rest/interview/link/:applicationId/:jobId/:userId/:obfuscatedId', () =>
        json(404, { error: { code: 'interview.linkInvalid', message: 'Interview link expired or incorrect.' } }),
      ),
    start: openLink,
    steps: [],
  },
]

const interviewAnswered = {
  applicationId: INTERVIEW_LINK.applicationId,
  job: { id: 'job-1', title: 'Registered Nurse', company: 'Riverside Medical Center', skills: ['Triage', 'Charting', 'IV Therapy'] },
  prefill: { company: "St. Mary's Hospital", title: 'Staff Nurse', expectedSalary: null, workAuthorization: 'anyEmployer', charity: null },
  resumeId: null,
  completedAt: null,
}
