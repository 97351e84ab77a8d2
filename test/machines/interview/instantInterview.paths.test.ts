import { describe, expect, it } from 'vitest'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { ApiErrors } from '../../../core/api/errors'
import { nextQuestion } from '../../../core/interview'
import { instantInterviewMachine, type InstantInterviewEvent } from '../../../machines/interview/instantInterview.machine'
import { namedPaths } from '../namedPaths'
import { ALL_ANSWERS, anInterview } from './fixtures'
import { input, RETRY_TIMER, run, type Step } from './instantInterview.properties'

const { years: _years, charity: _charity, ...twoLeft } = ALL_ANSWERS
const nearEnd = anInterview(twoLeft)
const yearsSaved = anInterview({ ...twoLeft, years: 7 })

/** Representative events: an interview two questions from its end, its answers, the calls settling, the retry timer. */
const namedEvents: Record<string, Step> = {
  loaded: { type: 'xstate.done.actor.loadInterview', output: { interview: nearEnd, summary: null } },
  loadedDone: { type: 'xstate.done.actor.loadInterview', output: { interview: anInterview(ALL_ANSWERS), summary: null } },
  linkBad: { type: 'xstate.error.actor.loadInterview', error: ApiErrors.http(404, 'interview.linkInvalid') },
  loadDown: { type: 'xstate.error.actor.loadInterview', error: ApiErrors.network(new Error('down')) },
  typeYears: { type: 'user.edited', question: 'years', value: '7' },
  typeNonsense: { type: 'user.edited', question: 'years', value: 'seven' },
  pickCharity: { type: 'user.edited', question: 'charity', value: 'redCross' },
  send: { type: 'user.submitted' },
  retry: { type: 'user.retried' },
  yearsSaved: { type: 'xstate.done.actor.saveAnswer', output: yearsSaved },
  allSaved: { type: 'xstate.done.actor.saveAnswer', output: anInterview(ALL_ANSWERS) },
  saveDown: { type: 'xstate.error.actor.saveAnswer', error: ApiErrors.http(503) },
  saveRefused: { type: 'xstate.error.actor.saveAnswer', error: ApiErrors.http(400, 'request.invalid') },
  timer: { type: RETRY_TIMER },
}
const { nameOf, stepsOf, trailsByEnd, events: named } = namedPaths(namedEvents)
const events = named as InstantInterviewEvent[]

type Snapshot = ReturnType<typeof run>[number]['after']
const serializeState = (snapshot: Snapshot) => {
  const { question, attempts, problem, drafts } = snapshot.context
  const typed = question === null || drafts === null ? '' : `=${JSON.stringify(drafts[question])}`
  return `${JSON.stringify(snapshot.value)}${question === null ? '' : `@${question}${typed}`}${attempts > 0 ? `#${attempts}` : ''}${problem === null ? '' : `!${problem}`}`
}
const options = { events, serializeState, input }
const shortestPaths = getShortestPaths(instantInterviewMachine, options)

/** The events the simple paths take (all of them would be too many paths to walk). */
const SIMPLE = ['loaded', 'linkBad', 'typeYears', 'pickCharity', 'send', 'yearsSaved', 'allSaved', 'saveDown', 'timer']

describe('instant interview paths (xstate/graph)', () => {
  it('reaches every state of the machine', () => {
    const reached = new Set(shortestPaths.map((path) => path.state.value as string))
    expect([...reached].sort()).toEqual(Object.keys(instantInterviewMachine.root.states).sort())
  })

  it('reaches each outcome by the expected shortest path', () => {
    const byEnd = trailsByEnd(shortestPaths, serializeState)
    expect(byEnd).toMatchObject({
      '"loading"': '',
      '"linkInvalid"': 'linkBad',
      '"loadFailed"': 'loadDown',
      '"finished"': 'loadedDone',
      '"asking"@years=""': 'loaded',
      '"asking"@years=""!interview.error.yearsInvalid': 'loaded > send',
      '"asking"@years="seven"!interview.error.yearsInvalid': 'loaded > typeNonsense > send',
      '"saving"@years="7"': 'loaded > typeYears > send',
      '"asking"@years="7"!interview.error.rejected': 'loaded > typeYears > send > saveRefused',
      '"retrying"@years="7"#1': 'loaded > typeYears > send > saveDown',
      '"saving"@years="7"#1': 'loaded > typeYears > send > saveDown > retry',
      '"retrying"@years="7"#3': 'loaded > typeYears > send > saveDown > retry > saveDown > retry > saveDown',
      '"saveFailed"@years="7"#4': 'loaded > typeYears > send > saveDown > retry > saveDown > retry > saveDown > retry > saveDown',
      '"asking"@charity=null': 'loaded > typeYears > send > yearsSaved',
      '"saving"@charity="redCross"': 'loaded > typeYears > send > yearsSaved > pickCharity > send',
    })
  })

  it('ends every simple path consistently: the thank-you only with every question answered, the typed answer kept', () => {
    const paths = getSimplePaths(instantInterviewMachine, { ...options, events: events.filter((event) => SIMPLE.includes(nameOf(event))) })
    expect(paths.length).toBeGreaterThanOrEqual(20)
    for (const path of paths) {
      const steps = stepsOf(path)
      const end = run(instantInterviewMachine, steps).at(-1)?.after
      if (!end) continue
      expect(serializeState(end)).toBe(serializeState(path.state))
      if (end.matches('finished')) expect(nextQuestion(end.context.interview!)).toBeNull()
      if (end.matches('finished')) expect(steps.map(nameOf)).toContain('allSaved')
      if (steps.map(nameOf).includes('typeYears') && end.context.question === 'years') expect(end.context.drafts?.years).not.toBe('')
    }
  })
})
