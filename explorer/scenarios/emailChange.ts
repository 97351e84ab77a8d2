import { json } from '../../adapters/memory'
import { START, profile, sessionToken } from '../seeds'
import type { Scenario } from '../scenario'
import type { World } from '../world'

/** A link's code: 256 random bits, base64url. */
const CODE = 'Zm9yLXRoZS1zdGF0ZS1leHBsb3Jlci1vbmx5LWEtY29kZQ'

/** Signs Ada in and opens the link's flow as the route's loader does (the screen's loader then finds the same one). */
const openLink = async (world: World) => {
  world.app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() })
  world.track(await world.app.emailChange(CODE))
}

export const emailChangeScenarios: Scenario[] = [
  {
    id: 'emailChange.confirmed',
    machine: 'emailChange',
    title: 'Confirming a new email address',
    description: 'Ada opens the link mailed to her new address and confirms: the account now signs in with it.',
    path: `/settings/change-email/${CODE}`,
    start: openLink,
    steps: [{ send: { type: 'user.confirmRequested' } }],
  },
  {
    id: 'emailChange.expired',
    machine: 'emailChange',
    title: 'An expired link',
    description: 'The link is older than its 24 h: the page says so and offers nothing to confirm.',
    path: `/settings/change-email/${CODE}`,
    seed: ({ http }) => void http.on('GET', '/rest/profile/email/:code', () => json(410, { error: { code: 'account.emailChangeExpired', message: 'expired' } })),
    start: openLink,
    steps: [],
  },
]
