import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { PartnerApply } from '../../core/applications'
import {
  claimCodeOf,
  claimsToSend,
  confirmOutcome,
  isInterviewPath,
  outcomeOf,
  type ClaimAnswer,
  type ClaimFailure,
  type ClaimView,
  type LocalPartnerApply,
} from '../../core/claims'

/** The dialog's problem with the code, as a catalogue id. */
export type ClaimCodeProblem = 'claims.code.invalid' | 'claims.code.invalidFormat' | 'claims.code.failed'

export interface ClaimsContext {
  readonly signedIn: boolean
  /** The signed-in account's email (the profile's), or null. */
  readonly email: string | null
  /** The page on screen: on an interview page the dialog does not open. */
  readonly path: string
  /** The claims of the check in flight. */
  readonly sent: readonly PartnerApply[]
  /** Claimed by the last check or code: the dialog lists them. */
  readonly claimed: readonly ClaimView[]
  /** Waiting for the mailed code. */
  readonly pending: readonly ClaimView[]
  readonly codeProblem: ClaimCodeProblem | null
}

export interface ClaimsInput {
  readonly signedIn: boolean
  readonly email: string | null
  readonly path: string
}

export type ClaimsEvent =
  /** The session changed: signed in or out, or the profile's email changed. */
  | { readonly type: 'session.changed'; readonly signedIn: boolean; readonly email: string | null }
  | { readonly type: 'page.changed'; readonly path: string }
  | { readonly type: 'user.codeSubmitted'; readonly code: string }
  | { readonly type: 'user.dialogClosed' }

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`))
const cleared = { sent: [], claimed: [], pending: [], codeProblem: null } as const

/**
 * Claims (spec section 4, "Claimed partner applies"; docs/machines.md): after sign-in, and again whenever the
 * sign-in or the profile's email changes, the device's partner applies are sent to check-claims. Failed ones are
 * deleted from the device and logged (id and reason); claimed ones open the claims dialog unless the page is an
 * interview; ones made with another email wait in the dialog for the code mailed to that email. A failed check is
 * only warned about.
 */
export const claimsMachine = setup({
  types: {} as { context: ClaimsContext; input: ClaimsInput; events: ClaimsEvent },
  actors: {
    /** Reads the device's partnerApplies table. */
    readClaims: fromPromise<readonly LocalPartnerApply[]>(notProvided('readClaims')),
    /** POST /rest/interview/check-claims. */
    checkClaims: fromPromise<readonly ClaimAnswer[], { readonly claims: readonly PartnerApply[] }>(notProvided('checkClaims')),
    /** POST /rest/interview/claims/confirm. */
    confirmClaims: fromPromise<readonly ClaimAnswer[], { readonly ids: readonly string[]; readonly code: string }>(notProvided('confirmClaims')),
  },
  actions: {
    /** Deletes these rows from the device's partnerApplies. */
    forget: (_, _ids: readonly string[]) => undefined,
    /** Logs refused claims: id and reason, never the email. */
    logFailures: (_, _failures: readonly ClaimFailure[]) => undefined,
    /** A check or a read failed: a warning in the log, nothing on screen. */
    warn: (_, _error: unknown) => undefined,
  },
  guards: {
    signsOut: ({ event }) => event.type === 'session.changed' && !event.signedIn,
    startsCheck: ({ context, event }) =>
      event.type === 'session.changed' && event.signedIn && (!context.signedIn || event.email !== context.email),
    /** On an interview page the dialog does not open (the claims are made all the same). */
    showsDialog: ({ context }) => (context.claimed.length > 0 || context.pending.length > 0) && !isInterviewPath(context.path),
    /** A code of the right shape, and applications waiting for it. */
    codeUsable: ({ context, event }) => context.pending.length > 0 && event.type === 'user.codeSubmitted' && claimCodeOf(event.code) !== null,
    hasPending: ({ context }) => context.pending.length > 0,
  },
}).createMachine({
  id: 'claims',
  context: ({ input }) => ({ signedIn: input.signedIn, email: input.email, path: input.path, ...cleared }),
  initial: 'starting',
  on: {
    'session.changed': [
      { guard: 'signsOut', target: '.signedOut', actions: assign({ signedIn: false, email: null, ...cleared }) },
      { guard: 'startsCheck', target: '.reading', reenter: true, actions: assign(({ event }) => ({ signedIn: true, email: event.email, ...cleared })) },
    ],
    'page.changed': { actions: assign(({ event }) => ({ path: event.path })) },
  },
  states: {
    starting: { always: [{ guard: ({ context }) => context.signedIn, target: 'reading' }, { target: 'signedOut' }] },
    signedOut: {},
    reading: {
      invoke: {
        id: 'readClaims',
        src: 'readClaims',
        onDone: [
          {
            guard: ({ event }) => claimsToSend(event.output).send.length > 0,
            target: 'checking',
            actions: [
              { type: 'forget', params: ({ event }) => claimsToSend(event.output).invalid },
              assign(({ event }) => ({ sent: claimsToSend(event.output).send })),
            ],
          },
          { target: 'idle', actions: { type: 'forget', params: ({ event }) => claimsToSend(event.output).invalid } },
        ],
        onError: { target: 'idle', actions: { type: 'warn', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    checking: {
      invoke: {
        id: 'checkClaims',
        src: 'checkClaims',
        input: ({ context }) => ({ claims: context.sent }),
        onDone: {
          target: 'deciding',
          actions: [
            { type: 'forget', params: ({ context, event }) => outcomeOf(context.sent, event.output).forget },
            { type: 'logFailures', params: ({ context, event }) => outcomeOf(context.sent, event.output).failed },
            assign(({ context, event }) => {
              const outcome = outcomeOf(context.sent, event.output)
              return { sent: [], claimed: outcome.claimed, pending: outcome.pending }
            }),
          ],
        },
        onError: { target: 'idle', actions: [{ type: 'warn', params: ({ event }: { event: { error: unknown } }) => event.error }, assign({ sent: [] })] },
      },
    },
    deciding: {
      always: [
        { guard: 'showsDialog', target: 'dialog' },
        { target: 'idle', actions: assign({ claimed: [], pending: [] }) },
      ],
    },
    idle: {},
    dialog: {
      initial: 'open',
      on: { 'user.dialogClosed': { target: 'idle', actions: assign({ ...cleared }) } },
      states: {
        open: {
          on: {
            'user.codeSubmitted': [
              { guard: 'codeUsable', target: 'confirming', actions: assign({ codeProblem: null }) },
              { guard: 'hasPending', actions: assign({ codeProblem: 'claims.code.invalidFormat' as const }) },
            ],
          },
        },
        confirming: {
          invoke: {
            id: 'confirmClaims',
            src: 'confirmClaims',
            input: ({ context, event }) => ({
              ids: context.pending.map((view) => view.id),
              code: (event.type === 'user.codeSubmitted' && claimCodeOf(event.code)) || '',
            }),
            onDone: [
              {
                target: '#claims.idle',
                guard: ({ context, event }) => {
                  const outcome = confirmOutcome(context.pending, event.output)
                  return context.claimed.length + outcome.claimed.length === 0 && outcome.pending.length === 0
                },
                actions: [
                  { type: 'forget', params: ({ context, event }) => confirmOutcome(context.pending, event.output).forget },
                  { type: 'logFailures', params: ({ context, event }) => confirmOutcome(context.pending, event.output).failed },
                  assign({ ...cleared }),
                ],
              },
              {
                target: 'open',
                actions: [
                  { type: 'forget', params: ({ context, event }) => confirmOutcome(context.pending, event.output).forget },
                  { type: 'logFailures', params: ({ context, event }) => confirmOutcome(context.pending, event.output).failed },
                  assign(({ context, event }) => {
                    const outcome = confirmOutcome(context.pending, event.output)
                    return {
                      claimed: [...context.claimed, ...outcome.claimed],
                      pending: outcome.pending,
                      codeProblem: outcome.codeAccepted ? null : ('claims.code.invalid' as const),
                    }
                  }),
                ],
              },
            ],
            onError: { target: 'open', actions: [{ type: 'warn', params: ({ event }: { event: { error: unknown } }) => event.error }, assign({ codeProblem: 'claims.code.failed' })] },
          },
        },
      },
    },
  },
})

export type ClaimsMachine = typeof claimsMachine
export type ClaimsActor = ActorRefFrom<ClaimsMachine>
