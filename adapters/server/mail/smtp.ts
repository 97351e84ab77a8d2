import nodemailer from 'nodemailer'
import type { MailTransport } from './mailer'

/**
 * An SMTP transport (nodemailer) for SMTP_URL, such as `smtps://user:pass@smtp.example.com:465`.
 * Plain-text mails from `from`. The URL holds a password: never log it.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl)
  return async (mail) => {
    await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body })
  }
}
