import { useLoaderData, useParams } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useIntl } from '../../i18n/intl'
import { viewOf, type SignInView } from '../../../machines/identity/signIn.machine'
import { usePageMeta } from '../../shell/usePageMeta'
import { EmailLinkSignIn } from './EmailLinkSignIn'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { LinkSentNotice } from './LinkSentNotice'
import { RequestLinkForm } from './RequestLinkForm'
import { ResetPasswordForm } from './ResetPasswordForm'
import { SignInCompletion } from './SignInCompletion'
import { PasswordEntryForm, SignInForm } from './SignInForm'
import { SignInFlowProvider } from './signInFlow'
import type { LoginLoaderData } from './loginRoute'
import { SignUpForm } from './SignUpForm'
import { useFlowNavigation } from './useFlowNavigation'
import { VerifyCodeForm } from './VerifyCodeForm'
import '../../styles/forms.css'

const VIEWS = {
  'sign-in': SignInForm,
  password: PasswordEntryForm,
  'sign-up': SignUpForm,
  'verify-code': VerifyCodeForm,
  'forgot-password': ForgotPasswordForm,
  'reset-password': ResetPasswordForm,
  'request-link': RequestLinkForm,
  'link-sent': LinkSentNotice,
  'email-link': EmailLinkSignIn,
} as const satisfies Record<SignInView, unknown>
const TITLES = {
  'sign-in': 'signIn.title',
  password: 'passwordEntry.title',
  'sign-up': 'signUp.title',
  'verify-code': 'verifyCode.title',
  'forgot-password': 'forgotPassword.title',
  'reset-password': 'resetPassword.title',
  'request-link': 'requestLink.title',
  'link-sent': 'verifyCode.title',
  'email-link': 'emailLink.title',
} as const satisfies Record<SignInView, string>

/**
 * /login and /login/{view}: the URL says which screen is shown (an unknown view shows sign-in); the route's loader
 * hands the sign-in flow (machines/signIn.machine.ts) the view, and the screens read and send through it.
 */
export function LoginPage() {
  const intl = useIntl()
  const view = viewOf(useParams({ strict: false }).view)
  const { flow } = useLoaderData({ strict: false }) as LoginLoaderData
  const completed = useSelector(flow, (snapshot) => snapshot.matches('completed'))
  useFlowNavigation(flow)
  usePageMeta({ title: intl.formatMessage({ id: completed ? 'signInFlow.completed' : TITLES[view] }) })
  const Screen = completed ? SignInCompletion : VIEWS[view]
  return (
    <SignInFlowProvider flow={flow}>
      <div className="auth-page">
        <Screen key={view} />
      </div>
    </SignInFlowProvider>
  )
}
