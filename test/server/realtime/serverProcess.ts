/**
 * A second server process for the fan-out test: the app with its realtime channel on PostgreSQL (DATABASE_URL, in
 * schema SCHEMA, already migrated), on an ephemeral port it prints as `port <n>`. Ends when its stdin closes.
 */
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from '../../../adapters/server/app'
import { openDatabase } from '../../../adapters/server/db/open'
import { attachRealtime } from '../../../adapters/server/realtime/attach'

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema: process.env.SCHEMA })
const app = createApp({ db, publicOrigin: 'http://localhost', logError: (error) => console.error(error), auth: { jwtSecret: process.env.JWT_SECRET } })
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => console.log(`port ${info.port}`))
attachRealtime(server, app.realtime)
process.stdin.resume()
process.stdin.on('end', () => {
  void app.realtime.close().then(() => db.close()).finally(() => process.exit(0))
})
