import { useId } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { ProviderButtons } from './ProviderButtons'
import { useSignInFlow } from './signInFlow'
import './signInFlow.css'

/**
 * "Or sign in another way" on a verification screen: a password, a sign-in link or a provider skips the
 * verification (spec section 4, Sign-up). The flow keeps the email and moves to the chosen option's screen.
 */
export function OtherSignInOptions() {
  const id = useId()
  const flow = useSignInFlow()
  return (
    <section className="auth-form__other-options" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="auth-form__other-title">
        <FormattedMessage id="signInFlow.otherOptions" />
      </h2>
      <button type="button" className="button" onClick={() => flow.send({ type: 'user.otherOptionChosen', option: 'password' })}>
        <FormattedMessage id="signInFlow.withPassword" />
      </button>
      <button type="button" className="button" onClick={() => flow.send({ type: 'user.otherOptionChosen', option: 'link' })}>
        <FormattedMessage id="signIn.toEmailLink" />
      </button>
      <ProviderButtons />
    </section>
  )
}
