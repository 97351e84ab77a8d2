import { EmailRequestForm } from './EmailRequestForm'

/** /login/forgot-password: mails a reset code, then asks for it on /login/reset-password. */
export function ForgotPasswordForm() {
  return <EmailRequestForm purpose="reset" title="forgotPassword.title" intro="forgotPassword.intro" submit="forgotPassword.submit" />
}
