import { createActor, fromPromise } from 'xstate'
import type { EmailChangePreview } from '../../../core/accounts'
import { emailChangeMachine, type ConfirmedEmailChange, type EmailChangeActor, type EmailChangeInput } from '../../../machines/accounts/emailChange.machine'
import type { AuthServices } from '../identity'

/**
 * The email change flow (machines/accounts/emailChange.machine.ts) with its calls bound to the account API. A
 * confirm keeps the answered tokens itself (the change revokes the older ones), even when the page is left first.
 */
export function emailChangeMachineFor(auth: AuthServices) {
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

/** The change-email route's loader data: the running flow of the link. */
export interface EmailChangeLoaderData {
  readonly flow: EmailChangeActor
}

const latestFlows = new WeakMap<AuthServices, { readonly code: string; readonly flow: EmailChangeActor }>()

/**
 * The loader of /settings/change-email/{code}: starts the link's flow, which loads the pending change at once, or
 * gives back the flow of the same link started last, so Back and Forward (and the router's reloads) show it as it
 * was left: a confirmed change stays confirmed. Another link's flow stops the older one (a load in flight is
 * dropped; a confirm in flight still keeps its tokens, its effect does that).
 */
export function startEmailChange({ context, params }: { readonly context: { readonly app: { readonly auth: AuthServices } }; readonly params: { readonly code: string } }): EmailChangeLoaderData {
  const { auth } = context.app
  const latest = latestFlows.get(auth)
  if (latest?.code === params.code) return { flow: latest.flow }
  latest?.flow.stop()
  const flow = createActor(emailChangeMachineFor(auth), { input: { code: params.code } }).start()
  latestFlows.set(auth, { code: params.code, flow })
  return { flow }
}
