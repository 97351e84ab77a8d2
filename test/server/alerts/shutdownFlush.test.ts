import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { expect, test } from 'vitest'
import { composeServer } from '../../../adapters/server/compose'
import { readConfig } from '../../../adapters/server/config'
import { openDatabase } from '../../../adapters/server/db/open'
import { addJob, caller, signUp } from './support'

const MARKER = 'Heliographer'

/** A real SMTP server that takes every mail at once except the digest naming MARKER, which it holds until `release`. */
async function holdingSmtp() {
  let release = () => {}
  let arrived = () => {}
  const held = new Promise<void>((resolve) => (arrived = resolve))
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (!Buffer.concat(chunks).toString('utf8').includes(MARKER)) return callback()
        release = () => callback()
        arrived()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
  const port = (smtp.server.address() as { port: number }).port
  return { url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, held, release: () => release(), close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) }
}

/**
 * Graceful shutdown's last step (serve.ts: shutDownGracefully, then the composition's close): a digest the alert
 * scheduler is handing to SMTP when the process is told to stop is delivered and marked sent before the database
 * closes and the process may exit.
 */
test('closing the server waits for the digest being sent over SMTP, and records it sent', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'hireflow-flush-'))
  const smtp = await holdingSmtp()
  try {
    const config = readConfig({ SEED_JOBS: '30', DATA_DIR: dataDir, DIST_DIR: 'test/server/fixtures/dist', PUBLIC_ORIGIN: 'http://localhost' })
    const server = await composeServer(config, { SMTP_URL: smtp.url, ALERTS_TICK_MS: '1000' })
    const { jwt, email } = await signUp(server.app, server.db, 'flush')
    expect((await caller(() => server.app)('POST', '/rest/job-alerts', jwt, { query: MARKER, remote: 'include', frequency: 'daily' })).status).toBe(201)
    // Due now, its window open an hour back, and a new job in it: the scheduler's next tick sends it.
    await server.db.query(`UPDATE job_alerts SET covered_until = now() - interval '1 hour', next_send_at = now() - interval '1 minute'`)
    await addJob(server.db, MARKER, new Date(Date.now() - 60_000))
    await smtp.held

    const order: string[] = []
    const closing = server.close().then(() => order.push('closed'))
    // Let everything close() could do without the SMTP answer happen; it must still be waiting.
    await new Promise((resolve) => setTimeout(resolve, 300))
    order.push('smtp answered')
    smtp.release()
    await closing
    expect(order).toEqual(['smtp answered', 'closed'])

    const db = await openDatabase({ dataDir })
    try {
      const [row] = await db.query<{ sent_at: Date | null }>('SELECT sent_at FROM outbox WHERE to_address = $1 AND html IS NOT NULL', [email])
      expect(row?.sent_at).not.toBeNull()
    } finally {
      await db.close()
    }
  } finally {
    await smtp.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}, 120_000)
