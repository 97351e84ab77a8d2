import { describe, expect, it } from 'vitest'
import { devInspector } from '../../ui/devInspect'

describe('?inspect in development', () => {
  it('hands the app no inspector unless the address asks for one', async () => {
    expect(await devInspector('')).toBeUndefined()
    expect(await devInspector('?what=nurse&inspector=1')).toBeUndefined()
  })
})
