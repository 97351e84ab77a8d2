import { describe, expect, it } from 'vitest'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { ApiErrors } from '../../../core/api/errors'
import { formSubmissionMachine, type FormSubmissionEvent } from '../../../machines/forms/formSubmission.machine'
import { input, run, type Step } from './formSubmission.properties'
import { namedPaths } from '../namedPaths'

/** Representative events: a submit, an edit, a cancel, and the call answering or refused. */
const namedEvents: Record<string, Step> = {
  submit: { type: 'user.submitted', values: { firstName: 'Ada' } },
  edit: { type: 'user.edited' },
  cancel: { type: 'user.cancelled' },
  answered: { type: 'xstate.done.actor.submit', output: 'ok' },
  refused: { type: 'xstate.error.actor.submit', error: ApiErrors.http(403, 'auth.currentPasswordWrong') },
}
const { nameOf, stepsOf, trailsByEnd, events: named } = namedPaths(namedEvents)
const events = named as FormSubmissionEvent[]

type Snapshot = ReturnType<typeof run>[number]['after']
// Saves counted up to two: enough to walk through a second save (the form's key changes on each).
const serializeState = (snapshot: Snapshot) =>
  `${String(snapshot.value)}${snapshot.context.failure === null ? '' : '+failure'}${snapshot.context.output === null ? '' : '+output'}#${Math.min(snapshot.context.savedCount, 2)}`
const options = { events, serializeState, input }

const shortestPaths = getShortestPaths(formSubmissionMachine, options)

describe('form submission paths (xstate/graph)', () => {
  it('reaches every state of the machine', () => {
    const reached = new Set(shortestPaths.map((path) => String(path.state.value)))
    expect([...reached].sort()).toEqual(Object.keys(formSubmissionMachine.root.states).sort())
  })

  it('reaches each state by the expected shortest path', () => {
    const byEnd = trailsByEnd(shortestPaths, serializeState)
    expect(byEnd).toMatchObject({
      'editing#0': '',
      'submitting#0': 'submit',
      'saved+output#1': 'submit > answered',
      'failed+failure#0': 'submit > refused',
      'editing#1': 'submit > answered > edit',
      'saved+output#2': 'submit > answered > submit > answered',
    })
  })

  it('ends every simple path in a state consistent with its context, replayed on the pure transition', () => {
    const paths = getSimplePaths(formSubmissionMachine, options)
    expect(paths.length).toBeGreaterThan(shortestPaths.length)
    for (const path of paths) {
      const steps = stepsOf(path)
      const end = run(formSubmissionMachine, steps).at(-1)?.after
      if (!end) continue
      expect(serializeState(end)).toBe(serializeState(path.state))
      expect(end.matches('failed')).toBe(end.context.failure !== null)
      expect(end.matches('saved')).toBe(end.context.output !== null)
      expect(Math.min(end.context.savedCount, 2)).toBe(Math.min(steps.filter((step) => step === namedEvents.answered).length, 2))
      if (end.matches('saved')) expect(nameOf(steps.at(-1))).toBe('answered')
    }
  })

  it('every state with a call in flight has a cancel exit back to editing', () => {
    const submitting = shortestPaths.find((path) => path.state.matches('submitting'))!
    const end = run(formSubmissionMachine, [...stepsOf(submitting), namedEvents.cancel!]).at(-1)!.after
    expect(end.value).toBe('editing')
    expect(Object.keys(end.children)).toEqual([])
  })
})
