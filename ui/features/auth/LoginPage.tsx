import { useParams } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { usePageMeta } from '../../shell/usePageMeta'
import { EmailLinkSignIn } from './EmailLinkSignIn'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { LinkSentNotice } from './LinkSentNotice'
import { RequestLinkForm } from './RequestLinkForm'
import { ResetPasswordForm } from './ResetPasswordForm'
import { SignInForm } from './SignInForm'
import { SignUpForm } from './SignUpForm'
import { VerifyCodeForm } from './VerifyCodeForm'
import './auth.css'

const VIEWS = {
  'sign-in': SignInForm,
  'sign-up': SignUpForm,
  'verify-code': VerifyCodeForm,
  'forgot-password': ForgotPasswordForm,
  'reset-password': ResetPasswordForm,
  'request-link': RequestLinkForm,
  'link-sent': LinkSentNotice,
  'email-link': EmailLinkSignIn,
} as const
const TITLES = {
  'sign-in': 'signIn.title',
  'sign-up': 'signUp.title',
  'verify-code': 'verifyCode.title',
  'forgot-password': 'forgotPassword.title',
  'reset-password': 'resetPassword.title',
  'request-link': 'requestLink.title',
  'link-sent': 'verifyCode.title',
  'email-link': 'emailLink.title',
} as const
type View = keyof typeof VIEWS

const viewOf = (view: string | undefined): View => (view !== undefined && view in VIEWS ? (view as View) : 'sign-in')

/** /login and /login/{view}: the sign-in screens (an unknown view shows sign-in). */
export function LoginPage() {
  const intl = useIntl()
  const view = viewOf(useParams({ strict: false }).view)
  usePageMeta({ title: intl.formatMessage({ id: TITLES[view] }) })
  const Screen = VIEWS[view]
  return (
    <div className="auth-page">
      <Screen key={view} />
    </div>
  )
}
