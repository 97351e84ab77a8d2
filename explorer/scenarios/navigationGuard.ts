import { START, profile, sessionToken } from '../seeds'
import type { Scenario } from '../scenario'

const account = { href: '/settings/account', requiresAuth: true, requiresAdmin: false }
const home = { href: '/', requiresAuth: false, requiresAdmin: false }

export const navigationGuardScenarios: Scenario[] = [
  {
    id: 'navigationGuard.unsavedChanges',
    machine: 'navigationGuard',
    title: 'Leaving a page with unsaved changes',
    description: 'Ada edits her name and clicks away: "Changes Not Saved" asks first; she stays, then leaves.',
    path: '/settings/account',
    start: ({ app }) => app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() }),
    steps: [
      { send: { type: 'router.navigationRequested', target: account } },
      { send: { type: 'page.unsavedChangesHeld' }, to: 'app' },
      { send: { type: 'router.navigationRequested', target: home } },
      { send: { type: 'user.leaveCancelled' }, to: 'app' },
      { send: { type: 'router.navigationRequested', target: home } },
      { send: { type: 'user.leaveConfirmed' }, to: 'app' },
    ],
    pictured: [3, 6],
    payloads: { 'router.navigationRequested': { target: home } },
  },
  {
    id: 'navigationGuard.signInFirst',
    machine: 'navigationGuard',
    title: 'A page that needs sign-in',
    description: 'A visitor opens the account page without a session: the guard sends them to sign in, with a way back.',
    path: '/',
    steps: [{ send: { type: 'router.navigationRequested', target: account } }],
    payloads: { 'router.navigationRequested': { target: account } },
  },
]
