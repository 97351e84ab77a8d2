import { afterEach, describe, expect, it, vi } from 'vitest'
import { GOOGLE_ONE_TAP_SCRIPT, startOneTap, type ScriptHost } from '../../../adapters/browser/googleOneTap'
import { shouldOfferOneTap } from '../../../core/identity'

/** A document that records the scripts added to it. */
const fakeHost = () => {
  const scripts: { src: string; async: boolean; load?: () => void }[] = []
  const host: ScriptHost = {
    querySelector: (selector) => scripts.find((script) => selector.includes(script.src)) ?? null,
    createElement: () => {
      const script: { src: string; async: boolean; load?: () => void; addEventListener(type: 'load', listener: () => void): void } = {
        src: '',
        async: false,
        addEventListener: (_type, listener) => void (script.load = listener),
      }
      return script
    },
    head: { appendChild: (node: never) => scripts.push(node) },
  }
  return { host, scripts }
}

const googleApi = () => ({ initialize: vi.fn(), prompt: vi.fn(), cancel: vi.fn() })

afterEach(() => {
  delete (globalThis as { google?: unknown }).google
})

describe('shouldOfferOneTap', () => {
  it('offers only when Google is configured, nobody is signed in and the page is not a callback', () => {
    expect(shouldOfferOneTap({ googleClientId: 'id.apps', signedIn: false, path: '/search' })).toBe(true)
    expect(shouldOfferOneTap({ googleClientId: null, signedIn: false, path: '/search' })).toBe(false)
    expect(shouldOfferOneTap({ googleClientId: '', signedIn: false, path: '/' })).toBe(false)
    expect(shouldOfferOneTap({ googleClientId: undefined, signedIn: false, path: '/' })).toBe(false)
    expect(shouldOfferOneTap({ googleClientId: 'id.apps', signedIn: true, path: '/' })).toBe(false)
    expect(shouldOfferOneTap({ googleClientId: 'id.apps', signedIn: false, path: '/login/callback/linkedin' })).toBe(false)
    expect(shouldOfferOneTap({ googleClientId: 'id.apps', signedIn: false, path: '/anything/callback/x' })).toBe(false)
  })
})

describe('startOneTap', () => {
  it('adds Google\'s script once, and prompts with the client id when it has loaded', () => {
    const { host, scripts } = fakeHost()
    const credentials: string[] = []
    startOneTap(host, 'id.apps', (credential) => credentials.push(credential))
    startOneTap(host, 'id.apps', () => undefined)
    expect(scripts.map((script) => [script.src, script.async])).toEqual([[GOOGLE_ONE_TAP_SCRIPT, true]])
    const google = googleApi()
    ;(globalThis as { google?: unknown }).google = { accounts: { id: google } }
    scripts[0]?.load?.()
    expect(google.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'id.apps' }))
    expect(google.prompt).toHaveBeenCalledOnce()
    const options = google.initialize.mock.calls[0]?.[0] as { callback: (answer: { credential?: string }) => void }
    options.callback({ credential: 'id-token' })
    options.callback({})
    expect(credentials).toEqual(['id-token'])
  })

  it('withdrawn before the script loads, it never prompts', () => {
    const { host, scripts } = fakeHost()
    const stop = startOneTap(host, 'id.apps', () => undefined)
    stop()
    const google = googleApi()
    ;(globalThis as { google?: unknown }).google = { accounts: { id: google } }
    scripts[0]?.load?.()
    expect(google.prompt).not.toHaveBeenCalled()
  })
})
