import { describe } from 'vitest'
import { realClock } from '../../../adapters/node/index'
import { clockPortContract, realClockUnderTest } from '../clockPortContract'

describe('realClock of adapters/node against the ClockPort contract', () => {
  clockPortContract(() => realClockUnderTest(realClock))
})
