import { writeNameDraft } from '../../core/accounts'
import { START, profile, sessionToken } from '../seeds'
import type { Scenario } from '../scenario'
import type { World } from '../world'

const account = { href: '/settings/account', requiresAuth: true, requiresAdmin: false }
const home = { href: '/', requiresAuth: false, requiresAdmin: false }
const toHome = { send: { type: 'router.navigationRequested', target: home } }

/** Ada is signed in and has typed a new name on her account page (her draft, not saved). */
const signedInWithDraft = (world: World) => {
  world.app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() })
  writeNameDraft(world.storage.session, profile().id, { firstName: 'Augusta', lastName: 'King' })
}

/** What the screen's page does on its own: the router's first navigation, then the name form holds its draft. */
const accountPageHoldingChanges = async (world: World) => {
  await world.clock.settle()
  world.actorOf('navigationGuard')?.send({ type: 'router.navigationRequested', target: account })
  world.app.send({ type: 'page.unsavedChangesHeld', holder: 'name' })
}

export const navigationGuardScenarios: Scenario[] = [
  {
    id: 'navigationGuard.unsavedChanges',
    machine: 'navigationGuard',
    title: 'Leaving a page with unsaved changes',
    description: 'Ada has typed a new name and clicks Home: "Changes Not Saved" asks first; she stays, then tries again and leaves.',
    path: '/settings/account',
    start: signedInWithDraft,
    standIn: accountPageHoldingChanges,
    steps: [toHome, { send: { type: 'user.leaveCancelled' }, to: 'app' }, toHome, { send: { type: 'user.leaveConfirmed' }, to: 'app' }],
    pictured: [1, 4],
    payloads: { 'router.navigationRequested': { target: home }, 'page.unsavedChangesHeld': { holder: 'name' } },
  },
  {
    id: 'navigationGuard.signInFirst',
    machine: 'navigationGuard',
    title: 'A page that needs sign-in',
    description: 'A visitor on the home page opens the account page without a session: the guard sends them to sign in, with a way back.',
    path: '/',
    standIn: async (world) => {
      await world.clock.settle()
      world.actorOf('navigationGuard')?.send({ type: 'router.navigationRequested', target: home })
    },
    steps: [{ send: { type: 'router.navigationRequested', target: account } }],
    payloads: { 'router.navigationRequested': { target: account } },
  },
]
