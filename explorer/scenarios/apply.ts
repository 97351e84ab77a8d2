import { START, profile, sessionToken } from '../seeds'
import type { Scenario, Step } from '../scenario'
import type { World } from '../world'

const UPLOADED = { id: 'resume-9', fileName: 'vera-visitor-resume.pdf', uploadToken: 'explorer-upload-token-0123456789abcdef' }

/** A visitor opens the apply page of the first job: the flow starts on an empty draft (the screen's loader does the same). */
const startEasyApply = async (world: World): Promise<void> => {
  const runtime = await world.app.apply()
  await runtime.easyApply(await runtime.api.context('job-1'), null)
}

const edit = (fields: Record<string, unknown>): Step => ({ send: { type: 'user.edited', fields } })
const next: Step = { send: { type: 'user.nextRequested' } }

const VISITOR_STEPS: Step[] = [
  edit({ firstName: 'Vera', lastName: 'Visitor', email: 'vera@example.com', resume: UPLOADED }),
  next,
  edit({ phone: { number: '512 555 0100', extension: '', type: 'mobile' } }),
  next,
  edit({ workAuthorization: 'anyEmployer' }),
  next,
  edit({ charity: 'redCross' }),
  next,
  edit({ elevatorPitch: 'Twelve years on a busy ward.', expectedSalary: '95000' }),
  next,
  { send: { type: 'user.submitted' } },
]

/** Ada is signed in, with a resume and a previous application on file: 1-Click Apply is open to her. */
const startOneClick = async (world: World): Promise<void> => {
  world.app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() })
  ;(await world.app.apply()).oneClick('job-1')
}

export const applyScenarios: Scenario[] = [
  {
    id: 'easyApply.visitorApplies',
    machine: 'easyApply',
    title: 'A visitor applies with Easy Apply',
    description: 'Vera fills each step (her uploaded resume, phone, work authorization, a charity, her pitch and pay), reviews and submits: application received.',
    path: '/apply/registered-nurse/job-1',
    start: startEasyApply,
    steps: VISITOR_STEPS,
    pictured: [0, 1, 9, 10, 11],
    payloads: { 'user.edited': { fields: { firstName: 'Vera' } }, 'user.stepRequested': { step: 'contact' } },
  },
  {
    id: 'easyApply.missingFields',
    machine: 'easyApply',
    title: 'Next with fields missing',
    description: 'Vera presses Next on the first step with nothing typed: the spec\'s messages show and the step stays; typing a name clears its message.',
    path: '/apply/registered-nurse/job-1',
    start: startEasyApply,
    steps: [next, edit({ firstName: 'Vera' }), edit({ email: 'vera@gmial.com' }), next],
  },
  {
    id: 'easyApply.submitFails',
    machine: 'easyApply',
    title: 'The submit fails, nothing is lost',
    description: 'The server fails on submit: the review comes back with the reason and every answer; Submit again sends the same idempotency key.',
    path: '/apply/registered-nurse/job-1',
    seed: (world) => void world.http.on('POST', '/rest/applications', () => ({ status: 500, headers: {}, body: '{"error":{"code":"server.error","message":"down"}}' })),
    start: startEasyApply,
    steps: VISITOR_STEPS,
  },
  {
    id: 'oneClickApply.applied',
    machine: 'oneClickApply',
    title: '1-Click Apply',
    description: 'Ada clicks 1-Click Apply: five seconds to undo, then the application goes from what she has on file.',
    path: '/search?what=nurse',
    start: startOneClick,
    steps: [{ send: { type: 'user.clicked', key: 'explorer-one-click-key-1' } }, { advance: 2_000 }, { advance: 3_000 }],
  },
  {
    id: 'oneClickApply.undone',
    machine: 'oneClickApply',
    title: '1-Click Apply undone',
    description: 'Ada clicks 1-Click Apply and undoes it two seconds later: nothing is sent.',
    path: '/search?what=nurse',
    start: startOneClick,
    steps: [{ send: { type: 'user.clicked', key: 'explorer-one-click-key-1' } }, { advance: 2_000 }, { send: { type: 'user.undone' } }, { advance: 5_000 }],
  },
]
