import { createActor, fromPromise } from 'xstate'
import type { EmailChangePreview } from '../../core/accounts'
import { emailChangeMachine, type ConfirmedEmailChange, type EmailChangeActor, type EmailChangeInput } from './emailChange.machine'
import type { AccountServices } from './accountServices'

/**
 * The email change flow (machines/accounts/emailChange.machine.ts) with its calls bound to the account API. A
 * confirm keeps the answered tokens itself (the change revokes the older ones), even when the page is left first.
 */
export function emailChangeMachineFor(auth: AccountServices) {
  return emailChangeMachine.provide({
    actors: {
      loadEmailChange: fromPromise<EmailChangePreview, EmailChangeInput>(({ input }) => auth.account.emailChange(input.code)),
      confirmEmailChange: fromPromise<ConfirmedEmailChange, EmailChangeInput>(async ({ input }) => {
        const answer = await auth.account.confirmEmailChange(input.code)
        auth.session.signedIn({ jwt: answer.jwt, downloadToken: answer.downloadToken }, answer.profile)
        return { email: answer.profile.email }
      }),
      cancelEmailChange: fromPromise<void, EmailChangeInput>(({ input }) => auth.account.cancelEmailChange(input.code)),
    },
  })
}

/** The email change flows of one app: the flow of the link opened last. */
export interface EmailChangeFlows {
  /**
   * The flow of this link: started (it loads the pending change at once), or the one of the same link started last,
   * so Back and Forward (and the router's reloads) show it as it was left: a confirmed change stays confirmed.
   * Another link's flow stops the older one (a load in flight is dropped; a confirm in flight still keeps its
   * tokens, its effect does that).
   */
  enter(code: string): EmailChangeActor
  /** Stops the flow. */
  stop(): void
}

/** The email change flows of one app (state of the app actor). */
export function createEmailChangeFlows(services: AccountServices): EmailChangeFlows {
  const machine = emailChangeMachineFor(services)
  let latest: { readonly code: string; readonly flow: EmailChangeActor } | null = null
  return {
    enter(code) {
      if (latest?.code === code) return latest.flow
      latest?.flow.stop()
      const flow = createActor(machine, { input: { code } }).start()
      latest = { code, flow }
      return flow
    },
    stop() {
      latest?.flow.stop()
    },
  }
}
