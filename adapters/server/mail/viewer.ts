import { Hono } from 'hono'
import { html } from 'hono/html'
import { authMessages } from '../../../core/i18n/messages/auth'
import type { Mailer } from './mailer'

const SHOWN = 100

/** GET /dev/mail: the outbox as an HTML page, newest first, where sign-in codes and links arrive in development. */
export function mailViewerRoutes(mailer: Mailer): Hono {
  const routes = new Hono()
  routes.get('/dev/mail', async (c) => {
    const mails = await mailer.recent(SHOWN)
    const title = authMessages['auth.mailViewer.title']
    c.header('cache-control', 'no-store')
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
    return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:15px system-ui;margin:2rem;max-width:60rem}article{border-bottom:1px solid #ccc;padding:.75rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>${title}</h1>
${mails.length === 0 ? html`<p>${authMessages['auth.mailViewer.empty']}</p>` : ''}
${mails.map((mail) => html`<article data-mail-id="${mail.id}"><h2>${mail.subject}</h2>
<p><b>To:</b> <span class="to">${mail.to}</span> · <time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toISOString()}</time></p>
<pre class="body">${mail.body}</pre></article>`)}
</body></html>`)
  })
  return routes
}
