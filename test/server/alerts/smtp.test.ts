import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApp, type HireflowApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { smtpTransport } from '../../../adapters/server/mail/smtp'
import { TEST_NOW } from '../helpers'
import { addJob, caller, DAY, openAlertsTestDb, signUp } from './support'

interface Received {
  readonly from: string
  readonly to: readonly string[]
  readonly data: string
}

let db: Db
let drop: () => Promise<void>
let app: HireflowApp
let smtp: SMTPServer
let port = 0
const received: Received[] = []
let clock = TEST_NOW.getTime()

beforeAll(async () => {
  // A real SMTP server on a free local port: what nodemailer speaks to in production, minus TLS.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
  port = (smtp.server.address() as { port: number }).port
  ;({ db, drop } = await openAlertsTestDb())
  const generous = { limit: 10_000, windowMs: 60_000 }
  app = createApp({
    db, now: () => TEST_NOW, logError: (error) => console.error(error), publicOrigin: 'http://localhost',
    auth: { now: () => TEST_NOW, minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } },
    alerts: { now: () => new Date(clock) },
    mailTransport: smtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Hireflow <alerts@hireflow.test>'),
  })
})
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  await drop()
})

test('a digest goes over SMTP as text + HTML with the one-click unsubscribe headers, and is marked sent', async () => {
  const { jwt, email } = await signUp(app, db, 'smtp')
  const call = caller(() => app)
  expect((await call('POST', '/rest/job-alerts', jwt, { query: 'Semaphorist', remote: 'include', frequency: 'daily' })).status).toBe(201)
  await addJob(db, 'Semaphorist', new Date(clock - 1000))
  clock += DAY
  expect(await app.alerts.delivery.runDue()).toMatchObject({ sent: 1 })
  const mail = received.find((entry) => entry.to.includes(email) && entry.data.includes('Semaphorist'))
  expect(mail?.from).toBe('alerts@hireflow.test')
  // Quoted-printable soft breaks and folded header lines undone.
  const data = mail!.data.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ')
  expect(data).toMatch(/Content-Type: multipart\/alternative/i)
  expect(data).toMatch(/Content-Type: text\/plain/i)
  expect(data).toMatch(/Content-Type: text\/html/i)
  expect(data).toMatch(/^List-Unsubscribe: <http:\/\/localhost\/rest\/opt\/unsubscribe\/[\w.-]+>\r?$/m)
  expect(data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
  const [row] = await db.query<{ sent_at: Date | null }>(`SELECT sent_at FROM outbox WHERE to_address = $1 AND html IS NOT NULL`, [email])
  expect(row?.sent_at).not.toBeNull()
})
