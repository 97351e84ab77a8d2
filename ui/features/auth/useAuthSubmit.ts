import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { isApiError } from '../../../core/api/errors'
import type { MessageId } from '../../../core/i18n/en-US'
import type { LoginResponse } from '../../../core/schemas/auth'
import { loginFailureMessage } from './authForms'
import { useLoginSearch } from './loginSearch'
import { useAuth } from './authServices'
import { safeRedirectPath } from './redirect'

/** A form's call to the server: pending while it runs, and the failure's message when it fails. */
export function useAuthSubmit() {
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<MessageId | null>(null)
  const run = async <T>(call: () => Promise<T>, onDone: (answer: T) => void) => {
    setPending(true)
    setFailure(null)
    try {
      onDone(await call())
    } catch (error) {
      setFailure(isApiError(error) ? loginFailureMessage(error) : 'signIn.error.failed')
    } finally {
      setPending(false)
    }
  }
  return { pending, failure, run }
}

/** Keeps a successful login's tokens and profile, then goes where the sign-in was asked from (same site only). */
export function useFinishSignIn(): (answer: LoginResponse) => void {
  const { session } = useAuth()
  const router = useRouter()
  const { redirect } = useLoginSearch()
  return (answer) => {
    session.signedIn({ jwt: answer.jwt, downloadToken: answer.downloadToken }, answer.profile)
    void router.navigate({ href: safeRedirectPath(redirect), replace: true })
  }
}
