import { createActor, fromPromise } from 'xstate'
import { json } from '../../adapters/memory'
import { ACCOUNT_FAILURES, formSubmissionMachine } from '../../machines'
import { START, profile, sessionToken } from '../seeds'
import type { Scenario } from '../scenario'
import type { World } from '../world'

/** The account page's name form: its submission machine, saving through the app's account calls. */
const openNameForm = (world: World) => {
  world.app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() })
  const submit = fromPromise<unknown, unknown>(({ input }) => world.app.auth.account.saveName(input as { firstName: string; lastName: string }))
  world.track(createActor(formSubmissionMachine.provide({ actors: { submit } }), { input: { failures: ACCOUNT_FAILURES }, inspect: world.inspect }).start())
}

const rename = { send: { type: 'user.submitted', values: { firstName: 'Augusta', lastName: 'King' } } }

export const formSubmissionScenarios: Scenario[] = [
  {
    id: 'formSubmission.saved',
    machine: 'formSubmission',
    title: 'A form saves',
    description: 'The name form is submitted and saved; an edit afterwards clears "saved".',
    path: '/settings/account',
    start: openNameForm,
    steps: [rename, { send: { type: 'user.edited' } }],
    payloads: { 'user.submitted': { values: { firstName: 'Augusta', lastName: 'King' } } },
  },
  {
    id: 'formSubmission.failed',
    machine: 'formSubmission',
    title: 'A form fails to save',
    description: 'The server refuses the change (500, after the retries): the form shows why and keeps the values.',
    path: '/settings/account',
    seed: ({ http }) => void http.on('PATCH', '/rest/profile', () => json(500, { error: { code: 'server.error', message: 'boom' } })),
    start: openNameForm,
    steps: [rename, { advance: 10_000 }],
    payloads: { 'user.submitted': { values: { firstName: 'Augusta', lastName: 'King' } } },
  },
]
