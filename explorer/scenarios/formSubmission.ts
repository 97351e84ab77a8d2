import { createActor, fromPromise } from 'xstate'
import { json } from '../../adapters/memory'
import { writeNameDraft, type ProfileNameRequest } from '../../core/accounts'
import { ACCOUNT_FAILURES, formSubmissionMachine } from '../../machines'
import { saveNameWith } from '../../machines/accounts/accountCalls'
import { formSystemId } from '../../ui/features/forms/useFormSubmission'
import { START, answeringAfter, profile, savedProfile, sessionToken } from '../seeds'
import type { Scenario } from '../scenario'
import type { World } from '../world'

/** The account page runs three forms of this machine (name, email, password): the steps go to the name form's. */
const NAME_FORM = formSystemId('account.name')
const TYPED = { firstName: 'Augusta', lastName: 'King' }

/** Ada is signed in and has typed a new name (her draft: the page's name form shows it, unsaved). */
const signedInWithDraft = (world: World) => {
  world.app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() })
  writeNameDraft(world.storage.session, profile().id, TYPED)
}

/** The name form's submission as the page creates it: the same machine and effect (ui/features/accounts/NameSection.tsx). */
const nameForm = (world: World) => {
  const save = saveNameWith(world.app.auth, world.storage.session, profile().id)
  const submit = fromPromise<unknown, unknown>(({ input }) => save(input as ProfileNameRequest))
  createActor(formSubmissionMachine.provide({ actors: { submit } }), { input: { failures: ACCOUNT_FAILURES }, systemId: NAME_FORM, inspect: world.inspect }).start()
}

const submit = { send: { type: 'user.submitted', values: TYPED } }
const common = {
  machine: 'formSubmission',
  actor: NAME_FORM,
  path: '/settings/account',
  start: signedInWithDraft,
  standIn: nameForm,
  payloads: { 'user.submitted': { values: TYPED } },
} as const

export const formSubmissionScenarios: Scenario[] = [
  {
    ...common,
    id: 'formSubmission.saved',
    title: 'A form saves',
    description: 'Ada saves the name she typed: "Saving…" while the server takes two seconds, then "saved"; an edit afterwards clears it.',
    seed: (world) => void world.http.on('PATCH', '/rest/profile', answeringAfter(world.clock, 2_000, savedProfile)),
    steps: [submit, { advance: 2_000 }, { send: { type: 'user.edited' } }],
    pictured: [1, 2],
  },
  {
    ...common,
    id: 'formSubmission.failed',
    title: 'A form fails to save',
    description: 'The server takes two seconds, then fails (500): the form says why and keeps the name she typed.',
    seed: (world) => void world.http.on('PATCH', '/rest/profile', answeringAfter(world.clock, 2_000, () => json(500, { error: { code: 'server.error', message: 'boom' } }))),
    steps: [submit, { advance: 2_000 }],
    pictured: [1, 2],
  },
]
