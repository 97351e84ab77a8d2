import { json } from '../../adapters/memory'
import { application, START, profile, sessionToken } from '../seeds'
import type { Scenario } from '../scenario'
import type { World } from '../world'

/** Signs Ada in and opens her application's page flow as the route's loader does (the screen finds the same one). */
const openApplication = async (world: World) => {
  world.app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() })
  const runtime = await world.app.applications.load()
  world.track(runtime.open('app-1'))
}

const PATH = '/applications/view/app-1'

/** Ada has applied to the first job (badge-info and the list say so), besides what a scenario changes. */
const applied = ({ http }: World) => {
  http
    .on('GET', '/rest/applications', () => json(200, { applications: [application()] }))
    .on('GET', '/rest/applications/badge-info', () =>
      json(200, { applications: 1, userJobs: [{ jobId: 'job-1', application: { id: 'app-1', modified: '2026-01-09T15:00:00.000Z' }, viewed: true }] }),
    )
}

export const applicationScenarios: Scenario[] = [
  {
    id: 'application.editAndSave',
    machine: 'application',
    title: 'Editing an application',
    description: 'Ada gives her desired pay, first as words (refused on its field), then in dollars, and saves.',
    path: PATH,
    seed: applied,
    start: openApplication,
    steps: [
      { send: { type: 'user.edited', field: 'expectedSalary', value: 'a lot' } },
      { send: { type: 'user.saveRequested' } },
      { send: { type: 'user.edited', field: 'expectedSalary', value: '95,000' } },
      { send: { type: 'user.saveRequested' } },
    ],
    pictured: [2, 4],
    payloads: { 'user.edited': { field: 'elevatorPitch', value: 'Ten years on the ward.' } },
  },
  {
    id: 'application.saveFails',
    machine: 'application',
    title: 'A save that fails keeps what was typed',
    description: 'The connection drops as Ada saves: the page says so and her pitch is still in the form.',
    path: PATH,
    seed: (world) => {
      applied(world)
      world.http.on('PATCH', '/rest/applications/:id', () => json(500, { error: { code: 'server.error', message: 'down' } }))
    },
    start: openApplication,
    steps: [{ send: { type: 'user.edited', field: 'elevatorPitch', value: 'Ten years on the ward.' } }, { send: { type: 'user.saveRequested' } }],
  },
  {
    id: 'application.withdrawn',
    machine: 'application',
    title: 'Withdrawing after the confirmation',
    description: 'Ada asks to withdraw, the dialog asks first, she confirms: the status history ends in Withdrawn.',
    path: PATH,
    seed: applied,
    start: openApplication,
    steps: [{ send: { type: 'user.withdrawRequested' } }, { send: { type: 'user.withdrawConfirmed' } }],
    pictured: [1, 2],
  },
  {
    id: 'application.withdrawRefused',
    machine: 'application',
    title: 'A withdraw the server refuses',
    description: 'The Pro has hired Ada meanwhile: the withdraw is refused and the page says to contact the managing Pro.',
    path: PATH,
    seed: (world) => {
      applied(world)
      world.http.on('POST', '/rest/applications/:id/withdraw', () => json(409, { error: { code: 'applications.cannotWithdraw', message: 'hired' } }))
    },
    start: openApplication,
    steps: [{ send: { type: 'user.withdrawRequested' } }, { send: { type: 'user.withdrawConfirmed' } }],
  },
]
