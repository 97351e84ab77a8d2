import { describe } from 'vitest'
import { realClock } from '../../../adapters/browser/index'
import { clockPortContract, realClockUnderTest } from '../clockPortContract'

describe('realClock of adapters/browser against the ClockPort contract', () => {
  clockPortContract(() => realClockUnderTest(realClock))
})
