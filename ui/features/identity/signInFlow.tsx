import { useLoaderData } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { createContext, useContext, type FormEvent, type ReactNode } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { signInMachine, SignInEvent } from '../../../machines/identity/signIn.machine'
import type { LoginSearch } from './loginSearch'
import { useLoginSearch } from './loginSearch'
import type { SignInActor } from '../../../machines/identity/signInSession'
import type { SignUpPasswordHold } from '../../../machines/identity/signUpPassword'
import type { LoginLoaderData } from './loginRoute'

const SignInFlowContext = createContext<SignInActor | null>(null)

/** Hands the page's sign-in flow to the screens below. */
export function SignInFlowProvider({ flow, children }: { readonly flow: SignInActor; readonly children: ReactNode }) {
  return <SignInFlowContext.Provider value={flow}>{children}</SignInFlowContext.Provider>
}

/** The running sign-in flow. Throws outside a SignInFlowProvider (LoginPage provides it). */
export function useSignInActor(): SignInActor {
  const flow = useContext(SignInFlowContext)
  if (flow === null) throw new Error('useSignInFlow() was called outside <SignInFlowProvider>: render the screen inside LoginPage.')
  return flow
}

/** The app's hold of the password chosen on the sign-up form (from the sign-in routes' loader). */
export function useSignUpPassword(): SignUpPasswordHold {
  return (useLoaderData({ strict: false }) as LoginLoaderData).signUpPassword
}

type Snapshot = SnapshotFrom<typeof signInMachine>
const selectEmail = (snapshot: Snapshot) => snapshot.context.email
const selectFailure = (snapshot: Snapshot) => snapshot.context.failure
const selectBusy = (snapshot: Snapshot) => snapshot.hasTag('busy')
const selectCodeResent = (snapshot: Snapshot) => snapshot.context.codeResent

/**
 * What a sign-in screen needs from the flow: the carried email, the refused call's message, whether a new code
 * was just sent, whether a call is in flight, the query for links to other screens (with the carried email), and `send`. `edited` is the form's
 * onChange: the typed email is kept, and any edit clears the failure.
 */
export function useSignInFlow() {
  const flow = useSignInActor()
  const email = useSelector(flow, selectEmail)
  const failure = useSelector(flow, selectFailure)
  const pending = useSelector(flow, selectBusy)
  const codeResent = useSelector(flow, selectCodeResent)
  const { redirect } = useLoginSearch()
  const carried = email.trim()
  const search: LoginSearch = { ...(redirect === undefined ? {} : { redirect }), ...(carried === '' ? {} : { email: carried }) }
  const send = (event: SignInEvent) => flow.send(event)
  const edited = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement
    send(field.name === 'email' ? { type: 'user.emailEdited', email: field.value } : { type: 'user.fieldEdited' })
  }
  return { email, failure, codeResent, pending, search, send, edited }
}
