import { EmailRequestForm } from './EmailRequestForm'

/** /login/request-link: mails a sign-in link, then says to check the mail (/login/link-sent). */
export function RequestLinkForm() {
  return <EmailRequestForm purpose="link" title="requestLink.title" intro="requestLink.intro" submit="requestLink.submit" />
}
