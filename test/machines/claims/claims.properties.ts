import fc from 'fast-check'
import { ApiErrors } from '../../../core/api/errors'
import { isInterviewPath, type ClaimAnswer, type ClaimReason, type LocalPartnerApply } from '../../../core/claims'
import type { ClaimsEvent, ClaimsInput, ClaimsMachine } from '../../../machines/claims/claims.machine'
import { atEveryStep, invariantsProperty, traceFromStart, type TraceEntry as HarnessEntry } from '../propertyHarness'

/** Three partner applies on the device, two emails. */
export const rows: readonly LocalPartnerApply[] = [
  { id: 'a1', email: 'ada@example.com', jobId: 'j1' },
  { id: 'a2', email: 'other@example.com', jobId: 'j2' },
  { id: 'a3', email: 'other@example.com', jobId: 'j3' },
]
export const answer = (id: string, success: boolean, reason: ClaimReason): ClaimAnswer => ({ id, success, reason, job: { title: `Job ${id}`, company: 'Acme' } })

/** What reaches the machine: the session, the page, the user, or one of its calls settling. */
export type Step =
  | ClaimsEvent
  | { readonly type: 'xstate.done.actor.readClaims'; readonly output: readonly LocalPartnerApply[] }
  | { readonly type: 'xstate.error.actor.readClaims'; readonly error: unknown }
  | { readonly type: 'xstate.done.actor.checkClaims'; readonly output: readonly ClaimAnswer[] }
  | { readonly type: 'xstate.error.actor.checkClaims'; readonly error: unknown }
  | { readonly type: 'xstate.done.actor.confirmClaims'; readonly output: readonly ClaimAnswer[] }
  | { readonly type: 'xstate.error.actor.confirmClaims'; readonly error: unknown }

const reasonArb = fc.constantFrom<[boolean, ClaimReason]>(
  [true, 'claimed'], [true, 'alreadyYours'], [false, 'confirmationRequired'], [false, 'notClaimable'], [false, 'duplicate'], [false, 'invalidCode'],
)
const answersArb = fc.subarray(rows.map((row) => row.id)).chain((ids) =>
  fc.tuple(...ids.map((id) => reasonArb.map(([success, reason]) => answer(id, success, reason)))).map((list) => list as ClaimAnswer[]),
)
const errorArb = fc.constantFrom<unknown>(ApiErrors.http(500), ApiErrors.network(new Error('down')), ApiErrors.http(429, 'claims.rateLimited'))

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ signedIn: fc.boolean(), email: fc.constantFrom('ada@example.com', 'new@example.com') }).map((s): Step => ({ type: 'session.changed', signedIn: s.signedIn, email: s.signedIn ? s.email : null })) },
  { weight: 1, arbitrary: fc.constantFrom('/', '/search', '/interview/a1/j1/u/x').map((path): Step => ({ type: 'page.changed', path })) },
  { weight: 2, arbitrary: fc.constantFrom('123456', ' 654321 ', '12', 'abcdef').map((code): Step => ({ type: 'user.codeSubmitted', code })) },
  { weight: 1, arbitrary: fc.constant<Step>({ type: 'user.dialogClosed' }) },
  { weight: 2, arbitrary: fc.subarray([...rows]).map((output): Step => ({ type: 'xstate.done.actor.readClaims', output })) },
  { weight: 1, arbitrary: errorArb.map((error): Step => ({ type: 'xstate.error.actor.readClaims', error })) },
  { weight: 3, arbitrary: answersArb.map((output): Step => ({ type: 'xstate.done.actor.checkClaims', output })) },
  { weight: 1, arbitrary: errorArb.map((error): Step => ({ type: 'xstate.error.actor.checkClaims', error })) },
  { weight: 3, arbitrary: answersArb.map((output): Step => ({ type: 'xstate.done.actor.confirmClaims', output })) },
  { weight: 1, arbitrary: errorArb.map((error): Step => ({ type: 'xstate.error.actor.confirmClaims', error })) },
)

export const inputArb: fc.Arbitrary<ClaimsInput> = fc.record({
  signedIn: fc.boolean(),
  email: fc.constant('ada@example.com'),
  path: fc.constantFrom('/', '/interview/a1/j1/u/x'),
})
export const stepsArb = fc.array(stepArb, { minLength: 1, maxLength: 40 })

export type TraceEntry = HarnessEntry<Step | null>
type Actions = TraceEntry['actions']
type Snapshot = TraceEntry['after']

/** Every snapshot the pure transition function goes through, the start included (step null). */
export const run = (machine: ClaimsMachine, input: ClaimsInput, steps: readonly Step[]): TraceEntry[] => traceFromStart(machine, input, steps)

const paramsOf = (actions: Actions, type: string) => actions.filter((action) => action.type === type).flatMap((action) => action.params as readonly unknown[])
const sentIds = (snapshot: Snapshot) => (snapshot.context.sent as readonly { id: string }[]).map((claim) => claim.id)

/** What must hold at every step. */
export const invariants = {
  /** Signed out: no call runs, nothing is held, no dialog. */
  signedOutHoldsNothing: ({ after }: TraceEntry) =>
    after.matches('signedOut') === !after.context.signedIn &&
    (!after.matches('signedOut') || (Object.keys(after.children).length === 0 && after.context.claimed.length === 0 && after.context.pending.length === 0)),
  /** Every refused claim of a check is deleted from the device and logged with its id and reason. */
  failedAreForgottenAndLogged: ({ before, step, actions }: TraceEntry) => {
    if (step?.type !== 'xstate.done.actor.checkClaims' || !before.matches('checking')) return true
    const sent = new Set(sentIds(before))
    const failed = step.output.filter((a) => sent.has(a.id) && !a.success && a.reason !== 'confirmationRequired')
    const forgotten = new Set(paramsOf(actions, 'forget') as string[])
    const logged = paramsOf(actions, 'logFailures') as { id: string; reason: string }[]
    return failed.every((a) => forgotten.has(a.id) && logged.some((entry) => entry.id === a.id && entry.reason === a.reason && !('email' in entry)))
  },
  /** A claim waiting for its code is never deleted from the device by a check. */
  pendingAreKept: ({ before, step, actions }: TraceEntry) => {
    if (step?.type !== 'xstate.done.actor.checkClaims' || !before.matches('checking')) return true
    const forgotten = new Set(paramsOf(actions, 'forget') as string[])
    return step.output.every((a) => a.reason !== 'confirmationRequired' || !forgotten.has(a.id))
  },
  /** The dialog opens only with something to show, never on an interview page. */
  dialogOnlyOffInterviewPages: ({ before, after }: TraceEntry) =>
    before.matches('dialog') || !after.matches('dialog') || (!isInterviewPath(after.context.path as string) && after.context.claimed.length + after.context.pending.length > 0),
  /** Signing in, or a new profile email, starts a check (reading the device). */
  checksOnSignInAndEmailChange: ({ before, step, after }: TraceEntry) =>
    step?.type !== 'session.changed' || !step.signedIn || (before.context.signedIn && before.context.email === step.email) || after.matches('reading'),
  /** A code is sent only well-formed, and only while claims wait for it. */
  codeOnlyWhenPending: ({ before, after }: TraceEntry) =>
    before.matches({ dialog: 'confirming' }) || !after.matches({ dialog: 'confirming' }) || (before.matches({ dialog: 'open' }) && before.context.pending.length > 0),
}
export type InvariantName = keyof typeof invariants

/** One property over random starts and event sequences: every named invariant holds at every step. */
export const claimsProperty = (machine: ClaimsMachine, names?: readonly InvariantName[]) =>
  invariantsProperty(fc.tuple(inputArb, stepsArb), ([input, steps]) => run(machine, input, steps), atEveryStep(invariants), names)
