import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { ApiErrors } from '../../../core/api/errors'
import { easyApplyMachine, type EasyApplyEvent } from '../../../machines/apply/easyApply.machine'
import { namedPaths } from '../namedPaths'
import { answer, completeDraft, input, run, type Step } from './easyApply.properties'

/** Representative events: the steps' buttons, one breaking edit and its fix, and the submit settling. */
const namedEvents: Record<string, Step> = {
  next: { type: 'user.nextRequested' },
  back: { type: 'user.backRequested' },
  submit: { type: 'user.submitted' },
  noName: { type: 'user.edited', fields: { firstName: '' } },
  name: { type: 'user.edited', fields: { firstName: 'Ada' } },
  answered: { type: 'xstate.done.actor.submitApplication', output: answer },
  offline: { type: 'xstate.error.actor.submitApplication', error: ApiErrors.network(new Error('down')) },
  interview: { type: 'user.interviewStarted' },
}
const { stepsOf, trailsByEnd, events } = namedPaths(namedEvents)
type Snapshot = ReturnType<typeof run>[number]['after']
const serializeState = (snapshot: Snapshot) =>
  `${JSON.stringify(snapshot.value)}${snapshot.context.draft.firstName === '' ? ' noName' : ''}${Object.keys(snapshot.context.errors).length > 0 ? ' problems' : ''}${snapshot.context.failure ? ` ${snapshot.context.failure.message}` : ''}`
const paths = getShortestPaths(easyApplyMachine, { events: events as EasyApplyEvent[], serializeState, input: input(completeDraft()) })

describe('easyApply paths from a complete draft (xstate/graph)', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => (typeof path.state.value === 'string' ? path.state.value : `editing.${(path.state.value as { editing: string }).editing}`)))
    expect([...reached].sort()).toEqual(
      ['editing.authorization', 'editing.charity', 'editing.contact', 'editing.finish', 'editing.personal', 'editing.pitch', 'interview', 'received', 'submitting'].sort(),
    )
  })

  it('reaches each outcome by the expected shortest path', () => {
    expect(trailsByEnd(paths, serializeState)).toMatchObject({
      '{"editing":"personal"}': '',
      '{"editing":"personal"} noName problems': 'noName > next',
      '{"editing":"finish"}': 'next > next > next > next > next',
      '"submitting"': 'next > next > next > next > next > submit',
      '"received"': 'next > next > next > next > next > submit > answered',
      '"interview"': 'next > next > next > next > next > submit > answered > interview',
      '{"editing":"finish"} apply.failure.offline': 'next > next > next > next > next > submit > offline',
      '{"editing":"finish"} noName problems': 'next > next > next > next > next > noName > submit',
    })
  })

  it('a failed submit keeps the draft and its key; submitting again sends the same key', () => {
    const path = paths.find((each) => stepsOf(each).length === 7 && each.state.context.failure !== null)!
    const trace = run(easyApplyMachine, [...stepsOf(path), namedEvents.submit!], completeDraft())
    const end = trace.at(-1)!.after
    expect(end.value).toBe('submitting')
    expect(end.context.draft).toEqual({ ...completeDraft(), step: 'finish' })
  })
})
