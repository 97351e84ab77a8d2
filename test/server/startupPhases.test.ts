import { describe, expect, test } from 'vitest'
import { describeStartupPhases, markStartupPhase, parseStartupPhases } from '../../adapters/server/startupPhases'

describe('start-up phases (the "ready" line the restart bench reads)', () => {
  test('each phase is the time since the one before, and the bench reads the line back', () => {
    markStartupPhase('boot')
    markStartupPhase('modules')
    const text = describeStartupPhases()
    expect(text).toMatch(/^boot=\d+ modules=\d+$/)
    const line = `Hireflow on http://localhost:3000 (PGlite in ./data, existing data, ready in 40 ms; phases: ${text})`
    const phases = parseStartupPhases(line)
    expect([...phases.keys()]).toEqual(['boot', 'modules'])
    expect(phases.get('boot')).toBeGreaterThan(0)
  })

  test('a line without phases gives none', () => {
    expect(parseStartupPhases('Hireflow on http://localhost:3000 (ready in 40 ms)').size).toBe(0)
  })
})
