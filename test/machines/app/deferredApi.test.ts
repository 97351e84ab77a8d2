import { describe, expect, it } from 'vitest'
import { deferredApi } from '../../../machines/app/deferredApi'

interface Calls {
  greet(name: string): Promise<string>
  add(a: number, b: number): Promise<number>
}

describe('deferredApi', () => {
  it('loads the module on the first call only, and forwards every call with its arguments', async () => {
    let loads = 0
    const api = deferredApi<Calls>(async () => {
      loads++
      return { greet: async (name) => `hello ${name}`, add: async (a, b) => a + b }
    })
    expect(loads).toBe(0)
    await expect(Promise.all([api.greet('Ada'), api.add(2, 3)])).resolves.toEqual(['hello Ada', 5])
    await api.greet('Grace')
    expect(loads).toBe(1)
  })

  it('is not mistaken for a promise', async () => {
    const api = deferredApi<Calls>(async () => ({ greet: async () => '', add: async () => 0 }))
    expect(await Promise.resolve(api)).toBe(api)
  })

  it('passes a failed call on to its caller', async () => {
    const api = deferredApi<Calls>(async () => ({ greet: () => Promise.reject(new Error('refused')), add: async () => 0 }))
    await expect(api.greet('x')).rejects.toThrow('refused')
  })
})
