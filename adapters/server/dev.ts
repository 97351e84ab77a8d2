import { serve } from '@hono/node-server'
import { createServer } from 'vite'
import { composeServer } from './compose'
import { describeDatabase, readConfig } from './config'
import { attachRealtime } from './realtime/attach'

const API_PORT = 3001

/** `npm run dev`: the API on :3001 and Vite's dev server (with HMR) on PORT, proxying /rest, /env and the dev mail viewer (/dev). */
async function dev(): Promise<void> {
  const config = readConfig()
  // The browser talks to Vite's origin, which proxies to the API: /env must name that origin.
  const apiUrl = config.apiUrl ?? `http://localhost:${config.port}`
  // Mailed links point at the page's origin (Vite's, PORT: readConfig's default), not the API's; Vite's proxy
  // keeps the Host header, so the API sees the page's host too.
  const { app } = await composeServer({ ...config, apiUrl })
  attachRealtime(serve({ fetch: app.fetch, port: API_PORT }), app.realtime)
  const api = `http://localhost:${API_PORT}`
  const vite = await createServer({
    configFile: 'vite.config.ts',
    server: { port: config.port, strictPort: true, proxy: { '/rest': { target: api, ws: true }, '/env': api, '/dev': api } },
  })
  await vite.listen()
  console.log(`Hireflow dev on http://localhost:${config.port} (API on ${api}, ${describeDatabase(config)})`)
}

dev().catch((error: unknown) => {
  console.error('Hireflow dev could not start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
