import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assign } from 'xstate'
import { signInMachine, type SignInMachine } from '../../../machines/identity/signIn.machine'
import { signInSetup } from '../../../machines/identity/setup'
import { invariants, loginAnswer, machineProperty, run, type InvariantName } from './signIn.properties'
import { plantedBugsBite, type PlantedBug } from '../propertyHarness'

describe('signInMachine over random starts and event sequences (pure transition)', () => {
  it(`keeps every invariant at every step: ${Object.keys(invariants).join(', ')}`, () => {
    fc.assert(machineProperty(signInMachine), { numRuns: 500 })
  })
})

type States = Record<string, Record<string, unknown>>
/** The machine with its statechart changed by `patch`: for bugs `provide` cannot plant (a wrong target). */
const withStates = (patch: (states: States) => States): SignInMachine =>
  signInSetup.createMachine({ ...signInMachine.config, states: patch(signInMachine.config.states as unknown as States) } as never) as unknown as SignInMachine

const plantedBugs: Record<InvariantName, PlantedBug<SignInMachine>> = {
  neverLosesTheEmail: {
    bug: 'a URL without an email empties the carried one',
    machine: signInMachine.provide({
      actions: { adoptRoute: assign(({ context }, event: { email?: string }) => ({ ...context, email: event.email ?? '' })) },
    }),
  },
  completesOnlyOnALoginAnswer: {
    bug: 'a mailed sign-up code counts as signed in',
    machine: withStates((states) => {
      const signingUp = states.signingUp as unknown as { states: { sendingCode: { invoke: object } } }
      const sendingCode = { ...signingUp.states.sendingCode, invoke: { ...signingUp.states.sendingCode.invoke, onDone: '#signIn.completed' } }
      return { ...states, signingUp: { ...signingUp, states: { ...signingUp.states, sendingCode } } }
    }),
  },
  atMostOneSubmissionInFlight: {
    bug: 'a second click on "Sign in" restarts the login',
    machine: withStates((states) => {
      const signingIn = states.signingIn as unknown as { states: { submitting: object } }
      const submitting = { ...signingIn.states.submitting, on: { 'user.signInSubmitted': { target: 'submitting', reenter: true } } }
      return { ...states, signingIn: { ...signingIn, states: { ...signingIn.states, submitting } } }
    }),
  },
  skippingVerificationLeadsToTheOption: {
    bug: 'every option is taken for the password one',
    machine: signInMachine.provide({ guards: { optionIs: () => true } }),
  },
  saysACodeWasSentOnlyAfterItWas: {
    bug: 'an edit keeps "We sent a new code"',
    machine: signInMachine.provide({ actions: { clearFailure: assign({ failure: null }) } }),
  },
  editingClearsTheFailure: {
    bug: 'an edit keeps the failure',
    machine: signInMachine.provide({ actions: { clearFailure: () => undefined } }),
  },
}

plantedBugsBite(plantedBugs, machineProperty, { numRuns: 2000, seed: 7 })

describe('examples', () => {
  it('carries the email typed on sign-in to the reset screens', () => {
    const trace = run(signInMachine, { view: 'sign-in' }, [
      { type: 'user.emailEdited', email: 'ada@example.com' },
      { type: 'route.viewEntered', view: 'forgot-password' },
      { type: 'user.resetCodeRequested', email: 'ada@example.com' },
      { type: 'xstate.done.actor.mailEmail', output: undefined },
    ])
    const end = trace.at(-1)!.after
    expect(end.matches({ settingPassword: 'editing' })).toBe(true)
    expect(end.context.email).toBe('ada@example.com')
  })

  it('completes a followed link once the login answers', () => {
    const answer = loginAnswer()
    const trace = run(signInMachine, { view: 'email-link', linkToken: 'token-aaaaaaaaaaaaaaaaaaaaaaa' }, [{ type: 'xstate.done.actor.login', output: answer }])
    expect(trace.at(-1)!.after.matches('completed')).toBe(true)
    expect(trace.at(-1)!.after.context.answer).toBe(answer)
  })
})
