import nodemailer from 'nodemailer'
import type { MailTransport } from './mailer'

/**
 * An SMTP transport (nodemailer) for SMTP_URL, such as `smtps://user:pass@smtp.example.com:465`.
 * Mails from `from`: the text part, the HTML part when there is one (multipart/alternative), and the mail's own
 * headers (List-Unsubscribe). The URL holds a password: never log it.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl)
  return async (mail) => {
    await transporter.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.body,
      ...(mail.html === undefined ? {} : { html: mail.html }),
      ...(mail.headers === undefined ? {} : { headers: { ...mail.headers } }),
    })
  }
}
