import type { HireForm } from '../../../core/hire'
import { hireMessages } from '../../../core/i18n/messages/hire'
import { searchMessages } from '../../../core/i18n/messages/search'
import type { Mail } from '../mail/mailer'
import type { RoutedPro } from './store'

type HireMailId = Extract<keyof typeof hireMessages, `hireMail.${string}`>

const fill = (id: HireMailId, values: Record<string, string>): string =>
  hireMessages[id].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/**
 * The request as mailed to each administrator (docs/decisions.md, "The hire form", "Where a request goes"): Pros have
 * no email, so the team passes it on to the Pro it was routed to, or picks one.
 */
export function teamMail(form: HireForm, pro: RoutedPro | null, requestId: string, to: string): Mail {
  const dash = (text: string) => (text.trim() === '' ? '-' : text)
  return {
    to,
    subject: fill('hireMail.team.subject', { company: form.company, routing: pro === null ? fill('hireMail.team.unrouted', {}) : fill('hireMail.team.routed', { pro: pro.name }) }),
    body: fill('hireMail.team.body', {
      routing: pro === null ? fill('hireMail.team.toNobody', {}) : fill(pro.chosen ? 'hireMail.team.toChosenPro' : 'hireMail.team.toPro', { pro: pro.name, slug: pro.slug }),
      company: form.company, name: form.name, role: dash(form.role), workEmail: dash(form.workEmail), phone: dash(form.phone),
      industry: searchMessages[`search.industry.${form.industry}`], city: form.city, needs: form.needs, message: dash(form.message), id: requestId,
    }),
  }
}

/** The acknowledgement mailed to the employer's work email: what they sent and the Pro it went to. */
export function acknowledgementMail(form: HireForm, pro: RoutedPro | null): Mail {
  const routing = pro === null ? fill('hireMail.unrouted', {}) : fill(pro.chosen ? 'hireMail.chosenPro' : 'hireMail.routedTo', { pro: pro.name })
  const industry = searchMessages[`search.industry.${form.industry}`]
  return {
    to: form.workEmail,
    subject: fill('hireMail.subject', {}),
    body: fill('hireMail.body', { name: form.name, company: form.company, routing, industry, city: form.city, needs: form.needs }),
  }
}
