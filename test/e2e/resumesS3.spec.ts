import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { request as apiRequest, type APIRequestContext } from '@playwright/test'
import { pdf } from '../support/resumeFiles'
import { startLocalS3, type LocalS3 } from '../support/s3'
import { expect, expectNoAxeViolations, signUpByApi, storeSession, test } from './support'

/**
 * The s3 upload method in a real browser: a second Hireflow server (the built app, its own small database) with an
 * S3-compatible store (s3rver) started by this file, so `auto` takes s3 and the browser PUTs straight to the store.
 */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })

let s3: LocalS3
let hireflow: ChildProcess
let dataDir: string
let origin: string
let api: APIRequestContext

test.beforeAll(async () => {
  test.setTimeout(180_000)
  s3 = await startLocalS3()
  dataDir = await mkdtemp(join(tmpdir(), 'hireflow-e2e-s3-'))
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  const { config } = s3
  // Node itself with tsx's loader, one process: through npx, a SIGTERM reached npx alone and left the server running
  // on a deleted data folder (its alert scheduler then failed on missing files for the rest of the run).
  hireflow = spawn(process.execPath, ['--import', 'tsx', 'adapters/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      SEED_JOBS: '200',
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: config.bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    hireflow.once('exit', (code) => reject(new Error(`the server stopped (${code})`)))
    hireflow.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Hireflow on') && resolve())
  })
  api = await apiRequest.newContext({ baseURL: origin })
})

test.afterAll(async () => {
  await api?.dispose()
  if (hireflow?.exitCode === null) {
    const stopped = new Promise((resolve) => hireflow.once('exit', resolve))
    hireflow.kill('SIGTERM')
    await stopped
  }
  await s3?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

test('auto uploads straight to the S3-compatible store with the progress bar, then the server checks and lists it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  const { jwt, downloadToken } = await signUpByApi(api, 'resumes-s3')
  await page.goto(`${origin}/`)
  await storeSession(page, { jwt, downloadToken })
  await page.goto(`${origin}/settings/professional/resume`)
  await expect(page.getByRole('heading', { level: 1, name: 'My resumes' })).toBeVisible()

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 })
  const put = page.waitForRequest((request) => request.method() === 'PUT' && request.url().startsWith(`${s3.config.endpoint}/${s3.config.bucket}/incoming/`))
  const chooser = page.waitForEvent('filechooser')
  await page.locator('input[type=file]').click()
  await (await chooser).setFiles({ name: 'Ada CV.pdf', mimeType: 'application/pdf', buffer: pdf({ size: 2 * 1024 * 1024 }) })
  const bar = page.getByRole('progressbar', { name: 'Uploading Ada CV.pdf' })
  await expect(bar).toBeVisible()
  expect((await put).headers()).not.toHaveProperty('authorization')
  await expect(bar).toHaveAttribute('aria-valuetext', /^([1-9]|[1-9]\d)% sent$/)
  await expect(page.getByRole('status').filter({ hasText: 'Ada CV.pdf is uploaded.' })).toBeVisible({ timeout: 20_000 })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
  const item = page.getByRole('list', { name: 'My resumes' }).getByRole('listitem').filter({ hasText: 'Ada CV.pdf' })
  await expect(item).toContainText('Active')
  await page.locator('.resumes-method summary').click()
  await expect(page.getByText('Automatic is right for almost everyone.')).toBeVisible()
  await expectNoAxeViolations(page)

  // The file came back from the bucket through the server's attachment route.
  const link = page.getByRole('link', { name: 'Download Ada CV.pdf' })
  const answer = await api.get((await link.getAttribute('href')) ?? '')
  expect(answer.status()).toBe(200)
  expect((await answer.body()).byteLength).toBe(2 * 1024 * 1024)
})
