import type { Transporter } from 'nodemailer'
import type { MailTransport } from './mailer'

/**
 * An SMTP transport (nodemailer) for SMTP_URL, such as `smtps://user:pass@smtp.example.com:465`.
 * Mails from `from`: the text part, the HTML part when there is one (multipart/alternative), and the mail's own
 * headers (List-Unsubscribe). The URL holds a password: never log it.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer loads with the first mail (about 50 ms and 25 MB a start would spend for nothing otherwise).
  let transporter: Promise<Transporter> | undefined
  const connect = (): Promise<Transporter> =>
    (transporter ??= import('nodemailer').then(
      (nodemailer) => nodemailer.default.createTransport(smtpUrl),
      (error: unknown) => {
        transporter = undefined
        throw error
      },
    ))
  return async (mail) => {
    await (await connect()).sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.body,
      ...(mail.html === undefined ? {} : { html: mail.html }),
      ...(mail.headers === undefined ? {} : { headers: { ...mail.headers } }),
    })
  }
}
