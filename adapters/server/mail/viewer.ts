import { Hono } from 'hono'
import { html } from 'hono/html'
import { authMessages } from '../../../core/i18n/messages/auth'
import type { Mailer } from './mailer'

const SHOWN = 100
const VIEWER_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/**
 * GET /dev/mail: the outbox as an HTML page, newest first, where sign-in codes and links arrive in development; a
 * mail with an HTML part links to it (GET /dev/mail/{id}/html, shown as sent, with no script allowed) and its
 * headers (List-Unsubscribe) are listed.
 */
export function mailViewerRoutes(mailer: Mailer): Hono {
  const routes = new Hono()
  routes.get('/dev/mail', async (c) => {
    const mails = await mailer.recent(SHOWN)
    const title = authMessages['auth.mailViewer.title']
    c.header('cache-control', 'no-store')
    c.header('content-security-policy', VIEWER_CSP)
    return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:15px system-ui;margin:2rem;max-width:60rem}article{border-bottom:1px solid #ccc;padding:.75rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>${title}</h1>
${mails.length === 0 ? html`<p>${authMessages['auth.mailViewer.empty']}</p>` : ''}
${mails.map((mail) => html`<article data-mail-id="${mail.id}"><h2>${mail.subject}</h2>
<p><b>To:</b> <span class="to">${mail.to}</span> · <time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toISOString()}</time>${mail.html === undefined ? '' : html` · <a class="html" href="/dev/mail/${mail.id}/html">HTML</a>`}</p>
${Object.entries(mail.headers ?? {}).map(([name, value]) => html`<p class="header" data-header="${name.toLowerCase()}"><b>${name}:</b> <span class="value">${value}</span></p>`)}
<pre class="body">${mail.body}</pre></article>`)}
</body></html>`)
  })
  routes.get('/dev/mail/:id/html', async (c) => {
    const mail = (await mailer.recent(SHOWN)).find((candidate) => candidate.id === c.req.param('id'))
    if (mail?.html === undefined) return c.notFound()
    c.header('cache-control', 'no-store')
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
    return c.html(mail.html)
  })
  return routes
}
