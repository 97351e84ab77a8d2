import fc from 'fast-check'
import { ApiErrors } from '../../../core/api/errors'
import { APPLICATION_STATUSES, canEdit, checkAnswersForm, type Application, type AnswersField } from '../../../core/applications'
import type { ApplicationEvent, ApplicationInput, ApplicationMachine } from '../../../machines/applications/application.machine'
import { anApplication } from './fixtures'
import { invariantsProperty, traceOf, type TraceEntry as HarnessEntry } from '../propertyHarness'

export const input: ApplicationInput = { id: 'app-1' }

type Call = 'loadApplication' | 'saveAnswers' | 'withdrawApplication'

/** What reaches the machine: the user, or a call settling. */
export type Step =
  | ApplicationEvent
  | { readonly type: `xstate.done.actor.${Call}`; readonly output: Application }
  | { readonly type: `xstate.error.actor.${Call}`; readonly error: unknown }

export const errorArb = fc.constantFrom<unknown>(
  ApiErrors.http(409, 'applications.cannotWithdraw'),
  ApiErrors.http(409, 'applications.closed'),
  ApiErrors.http(404, 'applications.notFound'),
  ApiErrors.http(500),
  ApiErrors.network(new Error('down')),
  ApiErrors.decode(['status: invalid']),
)
const applicationArb = fc
  .record({ status: fc.constantFrom(...APPLICATION_STATUSES), mostRecentTitle: fc.constantFrom('Nurse', 'Charge Nurse'), expectedSalary: fc.constantFrom(null, 90000) })
  .map((fields) => anApplication({ ...fields, expectedSalaryType: fields.expectedSalary === null ? null : 'year' }))
const fieldValues: Record<AnswersField, readonly string[]> = {
  mostRecentTitle: ['Charge Nurse', '', 'x'.repeat(201)],
  mostRecentEmployer: ['Seton', ''],
  workAuthorization: ['anyEmployer', 'requiresSponsorship', ''],
  elevatorPitch: ['Ten years.', ''],
  expectedSalary: ['95000', '$95,000', 'lots', ''],
  expectedSalaryType: ['year', 'hour'],
  currentSalary: ['42', '-3', ''],
  currentSalaryType: ['hour', 'year'],
}
const editArb = fc
  .constantFrom(...(Object.keys(fieldValues) as AnswersField[]))
  .chain((field) => fc.constantFrom(...fieldValues[field]).map((value): Step => ({ type: 'user.edited', field, value })))

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: editArb },
  { weight: 3, arbitrary: fc.constantFrom<Step>({ type: 'user.saveRequested' }, { type: 'user.withdrawRequested' }, { type: 'user.withdrawConfirmed' }, { type: 'user.withdrawCancelled' }, { type: 'user.retried' }) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom<Call>('loadApplication', 'saveAnswers', 'withdrawApplication'), applicationArb).map(([call, output]): Step => ({ type: `xstate.done.actor.${call}`, output })) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom<Call>('loadApplication', 'saveAnswers', 'withdrawApplication'), errorArb).map(([call, error]): Step => ({ type: `xstate.error.actor.${call}`, error })) },
)
export const stepsArb = fc.array(stepArb, { minLength: 1, maxLength: 30 })

export type TraceEntry = HarnessEntry<Step>
type Snapshot = TraceEntry['after']
type Actions = TraceEntry['actions']

/** Every snapshot the pure transition function goes through (a done machine, like a done actor, takes no more events). */
export const run = (machine: ApplicationMachine, steps: readonly Step[]): TraceEntry[] => traceOf(machine, input, steps)

const spawnedCount = (actions: Actions) => actions.filter((action) => action.type === 'xstate.spawnChild').length
const children = (snapshot: Snapshot) => Object.keys(snapshot.children)
const enteredCall = (entry: TraceEntry, id: Call) => id in entry.after.children && !(id in entry.before.children)
type Trace = TraceEntry[]

/** The invariants of one application's page, each over a whole trace. */
export const invariants = {
  /**
   * Nothing typed is lost: the draft changes only by an edit (to exactly the typed value), by a load, or by a save
   * landing; a failed save or withdraw, a cancel or a confirm leave it as it was.
   */
  typedValuesAreNeverLost: (trace: Trace) =>
    trace.every(({ step, before, after }) => {
      const was = before.context.draft
      const now = after.context.draft
      if (step.type === 'user.edited') return was === null ? now === null : now?.[step.field] === step.value
      if (step.type === 'xstate.done.actor.loadApplication' || step.type === 'xstate.done.actor.saveAnswers') return true
      return JSON.stringify(was) === JSON.stringify(now)
    }),
  /** A withdraw is sent only right after the user confirmed it in the dialog. */
  withdrawOnlyAfterConfirmation: (trace: Trace) =>
    trace.every((entry) => !enteredCall(entry, 'withdrawApplication') || (entry.step.type === 'user.withdrawConfirmed' && entry.before.matches({ ready: 'confirmingWithdraw' }))),
  /** A save is sent only on the user's request, for a draft the shared schema accepts, of an application still open. */
  savesOnlyValidOpenDrafts: (trace: Trace) =>
    trace.every((entry) => {
      if (!enteredCall(entry, 'saveAnswers')) return true
      const { draft, application } = entry.before.context
      return entry.step.type === 'user.saveRequested' && draft !== null && application !== null && canEdit(application.status) && checkAnswersForm(draft, application.charity).ok
    }),
  /** At most one call in flight; a call starts only when none runs. */
  oneCallAtATime: (trace: Trace) =>
    trace.every(({ before, after, actions, step }) => {
      if (children(after).length > 1 || spawnedCount(actions) > 1) return false
      if (spawnedCount(actions) === 0) return true
      // A call settling may lead straight to the next one (a retry); otherwise nothing runs when one starts.
      return children(before).length === 0 || /^xstate\.(done|error)\.actor\./.test(step.type)
    }),
  /** A refused withdraw says "contact the managing Pro" and leaves the status as it was; any other failure says to retry. */
  refusedWithdrawSaysContactThePro: (trace: Trace) =>
    trace.every(({ step, before, after }) => {
      if (step.type !== 'xstate.error.actor.withdrawApplication' || !('withdrawApplication' in before.children)) return true
      const refused = (step.error as { status?: number }).status === 409
      const expected = (step.error as { code?: string }).code === 'applications.notFound' ? 'myApplications.notFound' : refused ? 'myApplications.withdraw.refused' : 'myApplications.withdraw.failed'
      return after.context.failure?.message === expected && after.context.application?.status === before.context.application?.status
    }),
}
export type InvariantName = keyof typeof invariants

export const applicationProperty = (machine: ApplicationMachine, names?: readonly InvariantName[]) =>
  invariantsProperty(stepsArb, (steps) => run(machine, steps), invariants, names)
