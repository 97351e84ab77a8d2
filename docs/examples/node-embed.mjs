/**
 * Hireflow in a plain Node program: no React, no TypeScript loader, only the built library (`npm run build:lib`).
 * It starts the app actor (the same `createAppActor` the web app runs) on the Node adapters against a running
 * Hireflow server: loads GET /env, searches and pages to the end, signs in with a password through the sign-in
 * flow, reads the profile and signs out:
 *
 *   npm run build:lib
 *   HIREFLOW_URL=http://localhost:3000 HIREFLOW_EMAIL=you@example.com HIREFLOW_PASSWORD='your password' \
 *     node docs/examples/node-embed.mjs nurse
 *
 * HIREFLOW_STATE_DIR keeps the storage (the cached env config) in that folder between runs. docs/embedding.md walks
 * through it; test/embedding/nodeExample.test.ts runs it against a real server.
 */
import { waitFor } from 'xstate'
import { loadEnv } from 'hireflow/core'
import { createAppActor, selectSession } from 'hireflow/machines'
import { fetchHttp, nodeStorage, realClock } from 'hireflow/adapters/node'

const origin = process.env.HIREFLOW_URL ?? 'http://localhost:3000'
const what = process.argv[2] ?? 'nurse'
const { HIREFLOW_EMAIL: email, HIREFLOW_PASSWORD: password, HIREFLOW_STATE_DIR: directory } = process.env

// The adapters: Node's fetch, storage (one file per scope in `directory`, else memory), the real clock.
const http = fetchHttp({ timeoutMs: 30_000 })
const storage = nodeStorage(directory ? { directory } : {})
const clock = realClock
const timezoneOffset = () => new Date().getTimezoneOffset()

/** A machine's failure: the message id a screen would show (the catalogue's key), and exit code 1. */
const fail = (messageId) => {
  console.error(`failed: ${messageId}`)
  process.exitCode = 1
}

/** Pages the app's search for `what` until it is exhausted (or failed): the "more results" button, pressed. */
async function searchToTheEnd(app) {
  const search = app.search({ what })
  const settled = (snapshot) => !snapshot.matches('loadingFirstPage') && !snapshot.matches('loadingMore')
  let snapshot = await waitFor(search, settled)
  while (snapshot.matches('showingResults')) {
    search.send({ type: 'user.nextPageRequested' })
    snapshot = await waitFor(search, settled)
  }
  return snapshot
}

/** Signs in as the sign-in screen does: the flow logs in, and the session keeps its answer. */
async function signIn(app) {
  const flow = await app.signIn({ view: 'sign-in', email })
  flow.send({ type: 'user.signInSubmitted', email, password })
  const answered = await waitFor(flow, (snapshot) => !snapshot.hasTag('busy'))
  return answered.status === 'done' ? null : answered.context.failure
}

async function run(app) {
  const search = await searchToTheEnd(app)
  if (search.matches('failed')) return fail(search.context.error)
  const { jobs, total, pagesLoaded } = search.context
  const unique = new Set(jobs.map((job) => job.id)).size
  console.log(`search "${what}": ${total} jobs`)
  console.log(`paged to the end: ${jobs.length} jobs in ${pagesLoaded} pages, ${unique} unique`)

  if (!email || !password) return console.log('sign-in skipped: set HIREFLOW_EMAIL and HIREFLOW_PASSWORD')
  const failure = await signIn(app)
  if (failure !== null) return fail(failure)
  console.log(`signed in as ${selectSession(app.getSnapshot()).profile?.email}`)
  // A page's own profile call: GET /rest/profile with the session's token, kept by the session.
  const profile = await app.auth.api.profile(timezoneOffset())
  app.send({ type: 'user.profileLoaded', profile })
  console.log(`profile: ${profile.email} (${profile.firstName ?? 'no name'})`)

  app.send({ type: 'user.loggedOut' }) // one POST /rest/auth/logout; the stored tokens are cleared at once
  await app.session.settled()
  console.log(`signed out: ${selectSession(app.getSnapshot())._tag}`)
}

async function main() {
  const env = await loadEnv({ http, clock, local: storage.local, origin })
  console.log(`env: api at ${env.apiUrl}`)
  const app = createAppActor({
    http,
    storage,
    clock,
    config: () => env,
    timezoneOffset,
    // What the web app shows as toasts: a greeting after signing in, a slow or lost connection, why a session ended.
    notify: (notice) => console.log(`notice: ${notice.id}`),
  })
  try {
    await run(app)
  } finally {
    app.stop() // the session's timers (the refresh, expiry) and every child stop, so node can exit
  }
}

main().catch((error) => {
  // Calls fail with tagged values (an ApiError, loadEnv's StartupFailed); anything else is a bug worth its stack.
  if (typeof error?._tag !== 'string') throw error
  console.error(`failed: ${error._tag}${error.code ? ` ${error.code}` : ''}`)
  process.exitCode = 1
})
