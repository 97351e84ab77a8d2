import { HOUR, START, profile, sessionToken } from '../seeds'
import type { Scenario } from '../scenario'
import type { World } from '../world'

const signIn = ({ app }: World) =>
  app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() })

export const sessionScenarios: Scenario[] = [
  {
    id: 'session.refreshAt24h',
    machine: 'session',
    title: 'The token refreshes 24 h after it was issued',
    description: 'Ada signs in; just past a day later (simulated clock) the session trades its token for a new one, once.',
    path: '/',
    start: signIn,
    steps: [{ advance: 12 * HOUR }, { advance: 12 * HOUR }, { advance: 60_000 }],
  },
  {
    id: 'session.signOut',
    machine: 'session',
    title: 'Signing out',
    description: 'Ada signs out from the account menu: the stored session is cleared at once and the token revoked.',
    path: '/',
    start: signIn,
    steps: [{ send: { type: 'user.loggedOut' }, to: 'app' }],
  },
  {
    id: 'session.refreshFails',
    machine: 'session',
    title: 'The refresh is refused',
    description: 'At the 24 h refresh the server answers 401: Ada is signed out and told why.',
    path: '/',
    seed: ({ http }) => void http.on('POST', '/rest/auth/refresh', () => ({ status: 401, headers: {}, body: '{"error":{"code":"auth.invalidToken","message":"no"}}' })),
    start: signIn,
    steps: [{ advance: 24 * HOUR + 60_000 }],
  },
]
