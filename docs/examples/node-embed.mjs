/**
 * Hireflow in a plain Node program: no React, no TypeScript loader, only the built library (`npm run build:lib`).
 * Against a running Hireflow server it loads GET /env, searches and pages to the end with the search pagination
 * machine, signs in with a password and reads the profile:
 *
 *   npm run build:lib
 *   HIREFLOW_URL=http://localhost:3000 HIREFLOW_EMAIL=you@example.com HIREFLOW_PASSWORD='your password' \
 *     node docs/examples/node-embed.mjs nurse
 *
 * HIREFLOW_STATE_DIR keeps the storage (the cached env config) in that folder between runs. docs/embedding.md walks
 * through it; test/embedding/nodeExample.test.ts runs it against a real server.
 */
import { createActor, fromPromise, waitFor } from 'xstate'
import { createApi, createAuthApi, createSearchApi, loadEnv } from 'hireflow/core'
import { searchPaginationMachine } from 'hireflow/machines'
import { fetchHttp, nodeStorage, realClock } from 'hireflow/adapters/node'

const origin = process.env.HIREFLOW_URL ?? 'http://localhost:3000'
const what = process.argv[2] ?? 'nurse'
const { HIREFLOW_EMAIL: email, HIREFLOW_PASSWORD: password, HIREFLOW_STATE_DIR: directory } = process.env

// The adapters: Node's fetch, storage (one file per scope in `directory`, else memory), the real clock.
const http = fetchHttp({ timeoutMs: 30_000 })
const storage = nodeStorage(directory ? { directory } : {})
const clock = realClock

/** Searches for `what` and asks for the next page until the machine says the search is exhausted. */
async function searchToTheEnd(api) {
  const searchJobs = fromPromise(({ input, signal }) =>
    api.searchJobs(input.cursor ? { ...input.criteria, cursor: input.cursor } : input.criteria, { signal }),
  )
  const search = createActor(searchPaginationMachine.provide({ actors: { searchJobs } }), { clock }).start()
  const settled = (snapshot) => !snapshot.matches('loadingFirstPage') && !snapshot.matches('loadingMore')
  search.send({ type: 'user.searchSubmitted', criteria: { what } })
  let snapshot = await waitFor(search, settled)
  while (snapshot.matches('showingResults')) {
    search.send({ type: 'user.nextPageRequested' })
    snapshot = await waitFor(search, settled)
  }
  search.stop()
  if (snapshot.matches('failed')) throw new Error(`search failed: ${snapshot.context.error}`)
  return snapshot.context
}

async function main() {
  const env = await loadEnv({ http, clock, local: storage.local, origin })
  console.log(`env: api at ${env.apiUrl}`)

  let token = null
  const deps = {
    http,
    clock,
    session: storage.session,
    config: () => env,
    locale: () => 'en-US',
    token: () => token,
    taint: () => false,
    notify: (notice) => console.error(`notice: ${notice.id}`),
    maxNetworkRetries: 3,
  }
  const api = createApi(deps) // one transport: base address, token, retries, notices
  const search = createSearchApi(api)
  const auth = createAuthApi(api)

  const { jobs, total, pagesLoaded } = await searchToTheEnd(search)
  const unique = new Set(jobs.map((job) => job.id)).size
  console.log(`search "${what}": ${total} jobs`)
  console.log(`paged to the end: ${jobs.length} jobs in ${pagesLoaded} pages, ${unique} unique`)

  if (!email || !password) return console.log('sign-in skipped: set HIREFLOW_EMAIL and HIREFLOW_PASSWORD')
  const timezoneOffset = new Date().getTimezoneOffset()
  const session = await auth.login({ provider: 'password', email, password }, timezoneOffset)
  token = session.jwt
  console.log(`signed in as ${session.profile.email}`)
  const profile = await auth.profile(timezoneOffset)
  console.log(`profile: ${profile.email} (${profile.firstName ?? 'no name'})`)
}

main().catch((error) => {
  // Failures are tagged values (an ApiError, loadEnv's StartupFailed); anything else is a bug worth its stack.
  if (typeof error?._tag !== 'string') throw error
  console.error(`failed: ${error._tag}${error.code ? ` ${error.code}` : ''}`)
  process.exitCode = 1
})
