import { describe, expect, it } from 'vitest'
import { assign } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { ApiErrors } from '../../../core/api/errors'
import { CONSULTING_STEPS, type ConsultingDraft } from '../../../core/consulting'
import { consultingEnrolmentMachine, type ConsultingEnrolmentEvent, type ConsultingEnrolmentMachine } from '../../../machines/consulting/consultingEnrolment.machine'
import { patchedMachine, type MachineConfig } from '../patchedMachine'
import { run, type Step } from './consultingEnrolment.properties'
import { namedPaths } from '../namedPaths'

/**
 * The draft starts with every field filled but one per step (its key field), so the graph stays small: a step is
 * complete exactly when its key field is, and the four key fields say all a state needs.
 */
const KEY_FIELDS = { specialty: 'specialty', identity: 'email', profile: 'headline', search: 'availability' } as const
const draft: ConsultingDraft = {
  specialty: { specialty: '', experience: '5to10' },
  identity: { firstName: 'Priya', lastName: 'Raman', email: '' },
  profile: { headline: '', summary: '', hourlyRate: '120' },
  search: { availability: '', workplace: 'remote', location: 'Denver, CO' },
} as ConsultingDraft
const input = { draft }

/** Representative events: each step's key field filled, the email made wrong, Continue, Back, an address, the call, a sign-out. */
const namedEvents: Record<string, Step> = {
  specialty: { type: 'user.edited', step: 'specialty', field: 'specialty', value: 'data' },
  email: { type: 'user.edited', step: 'identity', field: 'email', value: 'priya@example.com' },
  badEmail: { type: 'user.edited', step: 'identity', field: 'email', value: 'priya@' },
  headline: { type: 'user.edited', step: 'profile', field: 'headline', value: 'Data engineer' },
  availability: { type: 'user.edited', step: 'search', field: 'availability', value: 'projects' },
  next: { type: 'user.continued' },
  back: { type: 'user.wentBack' },
  openSearch: { type: 'user.stepOpened', step: 'search' },
  enrolled: { type: 'xstate.done.actor.enrol', output: { id: 'e1' } },
  failed: { type: 'xstate.error.actor.enrol', error: ApiErrors.http(500) },
  signOut: { type: 'session.signedOut' },
}
const { nameOf, stepsOf, trailsByEnd, events: named } = namedPaths(namedEvents)
const events = named as ConsultingEnrolmentEvent[]

type Snapshot = ReturnType<typeof run>[number]['after']
const filled = (snapshot: Snapshot) => CONSULTING_STEPS.map((step) => (snapshot.context.draft[step][KEY_FIELDS[step]] === '' ? '-' : snapshot.context.draft[step][KEY_FIELDS[step]] === 'priya@' ? '!' : '+')).join('')
const serializeState = (snapshot: Snapshot) =>
  `${String(snapshot.value)}:${snapshot.context.step}:${filled(snapshot)}${Object.keys(snapshot.context.errors).length > 0 ? '+errors' : ''}${snapshot.context.failure === null ? '' : `+${snapshot.context.failure}`}`
const options = { events, serializeState, input }

const pathsOf = (machine: ConsultingEnrolmentMachine) => getShortestPaths(machine, options)
const shortestPaths = pathsOf(consultingEnrolmentMachine)

/** The trail to enrolment: each step's key field and Continue, then the call's answer. */
const TO_ENROLLED = 'specialty > next > email > next > headline > next > availability > next > enrolled'

describe('consulting enrolment paths (xstate/graph)', () => {
  it('reaches every state of the machine and every step', () => {
    expect([...new Set(shortestPaths.map((path) => String(path.state.value)))].sort()).toEqual(Object.keys(consultingEnrolmentMachine.root.states).sort())
    expect([...new Set(shortestPaths.map((path) => path.state.context.step))].sort()).toEqual([...CONSULTING_STEPS].sort())
  })

  it('reaches each step, the enrolment and a failure back to editing by the expected shortest path', () => {
    // Edits of a later step are kept while an earlier one shows, and an address opens the first unfinished step:
    // the shortest trails fill ahead and open /search.
    expect(trailsByEnd(shortestPaths, serializeState)).toMatchObject({
      'editing:specialty:----': '',
      'editing:specialty:----+errors': 'next',
      'editing:identity:+---': 'specialty > next',
      'editing:identity:+!--+errors': 'specialty > badEmail > next > next',
      'editing:profile:++--': 'specialty > email > openSearch',
      'editing:search:+++-': 'specialty > email > headline > openSearch',
      'sending:search:++++': 'specialty > email > headline > availability > openSearch > next',
      'enrolled:search:++++': 'specialty > email > headline > availability > openSearch > next > enrolled',
      'editing:search:+++++consulting.failure.fallback': 'specialty > email > headline > availability > openSearch > next > failed',
    })
  })

  it('enrols step by step: each key field and Continue, then the answer; a failure stays on the last step', () => {
    const steps = TO_ENROLLED.split(' > ').map((name) => namedEvents[name]!)
    const trace = run(consultingEnrolmentMachine, steps, input)
    expect(trace.map(({ after }) => after.context.step)).toEqual(['specialty', 'identity', 'identity', 'profile', 'profile', 'search', 'search', 'search', 'search'])
    expect(trace.at(-1)!.after.status).toBe('done')
    const failed = run(consultingEnrolmentMachine, [...steps.slice(0, -1), namedEvents.failed!], input).at(-1)!.after
    expect(serializeState(failed)).toBe('editing:search:+++++consulting.failure.fallback')
  })

  it('never shows a step past an unfinished one: an address ahead of the draft shows the first unfinished step', () => {
    for (const path of shortestPaths) {
      const end = path.state
      const unfinished = CONSULTING_STEPS.findIndex((step) => !/\+/.test(filled(end)[CONSULTING_STEPS.indexOf(step)]!))
      if (unfinished >= 0) expect(CONSULTING_STEPS.indexOf(end.context.step)).toBeLessThanOrEqual(unfinished)
    }
    const opened = run(consultingEnrolmentMachine, [namedEvents.specialty!, namedEvents.openSearch!], input).at(-1)!.after
    expect(opened.context.step).toBe('identity')
  })

  it('ends every simple path of the last steps in a state consistent with its context, replayed on the pure transition', () => {
    const journey = ['availability', 'next', 'back', 'openSearch', 'enrolled', 'failed']
    const start = { specialty: { specialty: 'data', experience: '5to10' }, identity: { ...draft.identity, email: 'priya@example.com' }, profile: { ...draft.profile, headline: 'Data engineer' }, search: draft.search } as ConsultingDraft
    const paths = getSimplePaths(consultingEnrolmentMachine, { ...options, input: { draft: start }, events: journey.map((name) => namedEvents[name] as ConsultingEnrolmentEvent) })
    expect(paths.length).toBeGreaterThan(journey.length)
    for (const path of paths) {
      const steps = stepsOf(path)
      const end = run(consultingEnrolmentMachine, steps, { draft: start }).at(-1)?.after
      if (!end) continue
      expect(serializeState(end)).toBe(serializeState(path.state))
      expect(end.matches('enrolled')).toBe(end.context.enrolled !== null)
      if (end.matches('enrolled')) expect(nameOf(steps.at(-1))).toBe('enrolled')
      if (end.context.failure !== null) expect(end.matches('editing') && steps.map(nameOf).includes('failed')).toBe(true)
    }
  })

  it('a sign-out is the cancel exit of the send: back to an empty first step, the call stopped', () => {
    const sending = shortestPaths.find((path) => path.state.matches('sending'))!
    const end = run(consultingEnrolmentMachine, [...stepsOf(sending), namedEvents.signOut!], input).at(-1)!.after
    expect(serializeState(end)).toBe('editing:specialty:----')
    expect(Object.keys(end.children)).toEqual([])
  })

  it('catches a planted bug: a failed enrolment that sends the user back to the first step', () => {
    const buggy = patchedMachine(consultingEnrolmentMachine, (config) => {
      const sending = config.states.sending as { invoke: { onError: { actions: unknown } } }
      const onError = { ...sending.invoke.onError, actions: [sending.invoke.onError.actions, assign({ step: 'specialty' })].flat() }
      return { ...config, states: { ...config.states, sending: { ...sending, invoke: { ...sending.invoke, onError } } } as MachineConfig['states'] }
    })
    const failedPath = pathsOf(buggy).find((path) => path.state.context.failure !== null)!
    expect(serializeState(failedPath.state)).not.toBe('editing:search:+++++consulting.failure.fallback')
  })
})
