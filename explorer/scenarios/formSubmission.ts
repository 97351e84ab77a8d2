import { createActor, fromPromise } from 'xstate'
import { json } from '../../adapters/memory'
import { writeNameDraft, type ProfileNameRequest } from '../../core/accounts'
import { alertFormValues, writeAlertDraft, type JobAlert, type JobAlertId, type JobAlertRequest } from '../../core/alerts'
import { ACCOUNT_FAILURES, formSubmissionMachine } from '../../machines'
import { ALERT_FAILURES } from '../../machines/alerts/alertFailures'
import { PROFILE_FAILURES, saveWithDraft } from '../../machines/profile/profileCalls'
import { writeDraft } from '../../core/forms'
import type { PhoneList } from '../../core/profile'
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

/** Ada's weekly alert for nurse jobs in Austin, as GET /rest/job-alerts/{id} answers it. */
const ALERT = {
  id: 'alert-1' as JobAlertId,
  query: 'registered nurse',
  location: 'Austin, TX',
  remote: 'include',
  frequency: 'weekly',
  distanceMiles: 25,
  paused: false,
  active: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  lastSentAt: '2026-01-11T07:00:00.000Z',
} satisfies JobAlert
const DAILY: JobAlertRequest = { query: ALERT.query, location: ALERT.location, remote: 'include', frequency: 'daily', distanceMiles: 25, paused: false }
const ALERT_FORM = formSystemId(`jobAlert.${ALERT.id}`)

/** Ada is signed in and has switched her alert to daily (her draft: the alert's form shows it, unsaved). */
const alertDraft = (world: World) => {
  world.app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() })
  writeAlertDraft(world.storage.session, `settings.alert.${ALERT.id}`, alertFormValues({ ...ALERT, frequency: 'daily' }))
}

/** The alert form's submission as the page creates it (ui/features/communication/JobAlertForm.tsx). */
const alertForm = (world: World) => {
  const submit = fromPromise<unknown, unknown>(async ({ input }) => (await world.app.alertCalls()).alerts.update(ALERT.id, input as JobAlertRequest))
  createActor(formSubmissionMachine.provide({ actors: { submit } }), { input: { failures: ALERT_FAILURES }, systemId: ALERT_FORM, inspect: world.inspect }).start()
}

/** The phones page's form (a profile section: its name is its holder, `profile.phones`). */
const PHONES_FORM = formSystemId('profile.phones')
const PHONES_DRAFT = `profile.phones.${profile().id}`
const MOBILE: PhoneList = { phones: [{ number: '512 555 0100', extension: '', type: 'mobile' }] }

/** Ada is signed in and has added her mobile number on the phones page (her draft, unsaved). */
const phonesDraft = (world: World) => {
  world.app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() })
  writeDraft(world.storage.session, PHONES_DRAFT, MOBILE)
}

/** The phones form's submission as the page creates it (ui/features/profile/PhonesPage.tsx, useSectionForm). */
const phonesForm = (world: World) => {
  const save = saveWithDraft((list: PhoneList) => world.app.profile.savePhones(list), world.storage.session, PHONES_DRAFT)
  const submit = fromPromise<unknown, unknown>(({ input }) => save(input as PhoneList))
  createActor(formSubmissionMachine.provide({ actors: { submit } }), { input: { failures: PROFILE_FAILURES }, systemId: PHONES_FORM, inspect: world.inspect }).start()
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
  {
    id: 'formSubmission.jobAlertRateLimited',
    machine: 'formSubmission',
    actor: ALERT_FORM,
    title: "An alert's form is refused",
    description: 'Ada switches her job alert to daily and saves; the server answers 429 (too many changes): the form says so and keeps "daily".',
    path: `/settings/communication/job-alerts/${ALERT.id}`,
    start: alertDraft,
    standIn: alertForm,
    seed: ({ http }) =>
      void http
        .on('GET', '/rest/job-alerts/:id', () => json(200, ALERT))
        .on('PUT', '/rest/job-alerts/:id', () => json(429, { error: { code: 'alerts.rateLimited', message: 'slow down' } })),
    steps: [{ send: { type: 'user.submitted', values: DAILY } }],
    payloads: { 'user.submitted': { values: DAILY } },
  },
  {
    id: 'formSubmission.profilePhones',
    machine: 'formSubmission',
    actor: PHONES_FORM,
    title: 'A profile section saves',
    description: 'Ada adds her mobile number on the phones page and saves: "Saving…" while the server takes two seconds, then saved.',
    path: '/settings/professional/phones',
    start: phonesDraft,
    standIn: phonesForm,
    seed: (world) =>
      void world.http.on('PUT', '/rest/professional/phones', answeringAfter(world.clock, 2_000, () => json(200, { phones: [{ ...MOBILE.phones[0], id: 'phone-1' }] }))),
    steps: [{ send: { type: 'user.submitted', values: MOBILE } }, { advance: 2_000 }],
    payloads: { 'user.submitted': { values: MOBILE } },
  },
]
