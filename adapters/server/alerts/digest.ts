import { html } from 'hono/html'
import { alertArea, type JobAlert } from '../../../core/alerts'
import { alertsMessages, type AlertsMessageId } from '../../../core/i18n/messages/alerts'
import type { JobSummary } from '../../../core/search'
import { publicLink, type PublicOrigin } from '../http/publicOrigin'
import type { Mail } from '../mail/mailer'

/** Fills a catalogue text's plain `{name}` placeholders (the alert mails use no other ICU syntax). */
export const alertText = (id: AlertsMessageId, values: Record<string, string> = {}): string =>
  alertsMessages[id].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/** The links one digest carries, each on the configured origin. */
export interface DigestLinks {
  /** /opt with the signed link that opens a provisional session. */
  readonly preferences: string
  /** /opt/job-alerts/{id} likewise. */
  readonly editAlert: string
  /** The one-click unsubscribe address (GET shows a button, POST unsubscribes: RFC 8058). */
  readonly unsubscribe: string
}

/** The utm parameters of a digest's job links (spec section 7: the app keeps them in session storage). */
export const digestTracking = (alert: Pick<JobAlert, 'frequency'>) => ({
  utm_source: 'job-alert',
  utm_medium: 'email',
  utm_campaign: `alert-${alert.frequency}`,
  source: 'alert',
})

/** The alert's search as the digest names it, with the distance it searches (the same the alerts list shows). */
const searchLabel = (alert: Pick<JobAlert, 'query' | 'location' | 'distanceMiles' | 'stateWide'>) => {
  const area = alertArea(alert)
  if (area === 'anywhere') return alertText('alertMail.search.anywhere', { query: alert.query })
  if (area === 'state') return alertText('alertMail.search.in', { query: alert.query, location: alert.location })
  return alertText('alertMail.search.near', { query: alert.query, miles: String(alert.distanceMiles), location: alert.location })
}

const pay = (job: JobSummary): string => {
  const amount = job.compensationMax ?? job.compensationMin
  if (amount === null) return ''
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount)
  return alertText(job.compensation === 'hour' ? 'alertMail.pay.hour' : 'alertMail.pay.year', { amount: money })
}

const place = (job: JobSummary) => `${job.location.address.city}, ${job.location.address.state}${job.remote ? ` · ${alertText('alertMail.remote')}` : ''}`

/**
 * The digest of one alert: its new jobs as a clean HTML part (inline styles, one column, dark-mode safe colours)
 * and the same as text; every value escaped by hono/html's template (docs/decisions.md, "Alert mail").
 * List-Unsubscribe and List-Unsubscribe-Post make the unsubscribe one click in the mail client.
 */
export async function digestMail(to: string, alert: JobAlert, jobs: readonly JobSummary[], origin: PublicOrigin, links: DigestLinks): Promise<Mail> {
  const jobLink = (job: JobSummary) => publicLink(origin, `/details/${encodeURIComponent(job.slug)}/${encodeURIComponent(job.id)}`, digestTracking(alert))
  const subject = alertText('alertMail.subject', { query: alert.query })
  const intro = alertText('alertMail.intro', { search: searchLabel(alert) })
  const text = [
    alertText('alertMail.heading', { query: alert.query }),
    '',
    intro,
    '',
    ...jobs.flatMap((job) => [`${job.title} - ${job.company}`, [place(job), pay(job)].filter(Boolean).join(' · '), `${alertText('alertMail.viewJob')}: ${jobLink(job)}`, '']),
    `${alertText('alertMail.editAlert')}: ${links.editAlert}`,
    `${alertText('alertMail.preferences')}: ${links.preferences}`,
    `${alertText('alertMail.unsubscribe')}: ${links.unsubscribe}`,
    '',
    alertText('alertMail.footer'),
  ].join('\n')
  const body = await html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><title>${subject}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;color:#1b1f24;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 24px 8px"><h1 style="margin:0;font-size:22px;line-height:1.3">${alertText('alertMail.heading', { query: alert.query })}</h1>
<p style="margin:8px 0 0;font-size:15px;line-height:1.5">${intro}</p></td></tr>
${jobs.map(
  (job) => html`<tr><td style="padding:12px 24px;border-top:1px solid #e3e6ea">
<p style="margin:0;font-size:17px;font-weight:600"><a href="${jobLink(job)}" style="color:#0b57d0">${job.title}</a></p>
<p style="margin:4px 0 0;font-size:14px">${job.company} · ${place(job)}${pay(job) ? ` · ${pay(job)}` : ''}</p>
<p style="margin:4px 0 0;font-size:14px;color:#4a525c">${job.summary}</p>
<p style="margin:8px 0 0"><a href="${jobLink(job)}" style="display:inline-block;padding:8px 14px;background:#0b57d0;color:#ffffff;border-radius:6px;text-decoration:none;font-size:14px">${alertText('alertMail.viewJob')}</a></p>
</td></tr>`,
)}
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e3e6ea;font-size:13px;line-height:1.6;color:#4a525c">
<a href="${links.editAlert}" style="color:#0b57d0">${alertText('alertMail.editAlert')}</a> · <a href="${links.preferences}" style="color:#0b57d0">${alertText('alertMail.preferences')}</a> · <a href="${links.unsubscribe}" style="color:#0b57d0">${alertText('alertMail.unsubscribe')}</a>
<br>${alertText('alertMail.footer')}</td></tr>
</table></td></tr></table></body></html>`
  return {
    to,
    subject,
    body: text,
    html: body.toString(),
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

/** The mail that asks a signed-out person to turn on the alert they asked for. */
export const confirmMail = (to: string, alert: Pick<JobAlert, 'query'>, link: string): Mail => ({
  to,
  subject: alertText('alertMail.confirm.subject', { query: alert.query }),
  body: alertText('alertMail.confirm.body', { email: to, query: alert.query, link }),
})
