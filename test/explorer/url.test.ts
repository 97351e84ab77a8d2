import { describe, expect, it } from 'vitest'
import { SCENARIOS } from '../../explorer/scenarios'
import { formatDuration } from '../../explorer/scenario'
import { locationQuery, readLocation } from '../../explorer/url'

const signIn = SCENARIOS.find((scenario) => scenario.id === 'signIn.wrongThenRight')!

describe('the address of a step', () => {
  it('names the scenario and the step, and the history only when it is not the scenario’s own', () => {
    expect(locationQuery({ scenario: signIn, step: 1, history: signIn.steps })).toBe('?scenario=signIn.wrongThenRight&step=1')
    const history = [...signIn.steps.slice(0, 1), { advance: 5_000 }]
    const query = locationQuery({ scenario: signIn, step: 2, history })
    expect(readLocation(query)).toEqual({ scenario: signIn, step: 2, history })
  })

  it('falls back on what it cannot read: an unknown scenario, a step out of range, a broken history', () => {
    expect(readLocation('?scenario=nope').scenario).toBe(SCENARIOS[0])
    expect(readLocation('?scenario=signIn.wrongThenRight&step=99').step).toBe(signIn.steps.length)
    expect(readLocation('?scenario=signIn.wrongThenRight&step=-3').step).toBe(0)
    expect(readLocation('?scenario=signIn.wrongThenRight&history=[{"advance":-5}]').history).toBe(signIn.steps)
    expect(readLocation('?scenario=signIn.wrongThenRight&history=not-json').history).toBe(signIn.steps)
  })

  it('says durations as the time controls do', () => {
    expect(formatDuration(24 * 3_600_000 + 60_000)).toBe('1 d 1 min')
    expect(formatDuration(5_000)).toBe('5 s')
    expect(formatDuration(0)).toBe('0 s')
  })
})
