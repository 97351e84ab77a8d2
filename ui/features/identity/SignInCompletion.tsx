import { useRouter } from '@tanstack/react-router'
import { useEffect, useId } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { useLoginSearch } from './loginSearch'
import { safeRedirectPath } from '../../../core/identity'

/**
 * Sign-in completion: the flow's edge has stored the session; this screen says so and goes on, replacing the
 * sign-in entry, to where the sign-in was asked from (same site only, ui/features/identity/redirect.ts).
 */
export function SignInCompletion() {
  const id = useId()
  const router = useRouter()
  const target = safeRedirectPath(useLoginSearch().redirect)
  useEffect(() => {
    void router.navigate({ href: target, replace: true })
  }, [router, target])
  return (
    <section className="auth-form" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="signInFlow.completed" />
      </h1>
      <p className="auth-form__intro" role="status">
        <FormattedMessage id="signInFlow.goingOn" />
      </p>
    </section>
  )
}
