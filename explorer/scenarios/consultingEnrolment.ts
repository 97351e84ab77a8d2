import type { Scenario } from '../scenario'
import type { World } from '../world'

const edited = (step: string, field: string, value: string) => ({ send: { type: 'user.edited', step, field, value } })
const continued = { send: { type: 'user.continued' } }

/** The enrolment runs in the app's consulting runtime (one actor per app); the page shows its current step. */
const common = {
  machine: 'consultingEnrolment',
  actor: 'consultingEnrolment',
  path: '/consulting/enroll/specialty',
  standIn: async (world: World) => void (await world.app.consulting()).enrolment(),
  payloads: { 'user.edited': { step: 'specialty', field: 'specialty', value: 'data' }, 'user.stepOpened': { step: 'identity' } },
} as const

export const consultingEnrolmentScenarios: Scenario[] = [
  {
    ...common,
    id: 'consultingEnrolment.twoStepsDone',
    title: 'Enrolling as a consultant, half way',
    description:
      'Ada picks her specialty and experience, continues, gives her name and email, continues: the profile step shows, the bar at its middle, and the draft is kept on this device.',
    steps: [
      edited('specialty', 'specialty', 'software'),
      edited('specialty', 'experience', '5to10'),
      continued,
      edited('identity', 'firstName', 'Ada'),
      edited('identity', 'lastName', 'Lovelace'),
      edited('identity', 'email', 'ada@example.com'),
      continued,
    ],
  },
  {
    ...common,
    id: 'consultingEnrolment.stepIncomplete',
    title: 'Continuing with a step unfinished',
    description: 'Ada continues without choosing her experience: the step stays and says what is missing.',
    steps: [edited('specialty', 'specialty', 'design'), continued],
  },
]
