import type { HireForm } from '../../../core/hire'
import { hireMessages } from '../../../core/i18n/messages/hire'
import { searchMessages } from '../../../core/i18n/messages/search'
import type { Mail } from '../mail/mailer'
import type { RoutedPro } from './store'

type HireMailId = Extract<keyof typeof hireMessages, `hireMail.${string}`>

const fill = (id: HireMailId, values: Record<string, string>): string =>
  hireMessages[id].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/** The acknowledgement mailed to the employer's work email: what they sent and the Pro it went to. */
export function acknowledgementMail(form: HireForm, pro: RoutedPro | null): Mail {
  const routing = pro === null ? fill('hireMail.unrouted', {}) : fill('hireMail.routedTo', { pro: pro.name })
  const industry = searchMessages[`search.industry.${form.industry}`]
  return {
    to: form.workEmail,
    subject: fill('hireMail.subject', {}),
    body: fill('hireMail.body', { name: form.name, company: form.company, routing, industry, city: form.city, needs: form.needs }),
  }
}
