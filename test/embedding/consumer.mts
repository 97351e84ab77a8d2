/**
 * What a TypeScript embedder writes against the built library. test/embedding/nodeExample.test.ts compiles it with
 * `moduleResolution: nodenext` and no source condition, so every name below comes from lib/'s declarations; the
 * repo's own typecheck compiles it against the sources.
 */
import { createActor, fromPromise } from 'xstate'
import { createApi, createAuthApi, createSearchApi, loadEnv, type ApiClientDeps, type SearchApi, type SearchResult } from 'hireflow/core'
import { searchPaginationMachine, type SearchJobsInput } from 'hireflow/machines'
import { createTestClock, memoryHttp } from 'hireflow/adapters/memory'
import { fetchHttp, nodeStorage, realClock } from 'hireflow/adapters/node'

export const start = async (origin: string) => {
  const storage = nodeStorage({ directory: '.hireflow' })
  const env = await loadEnv({ http: fetchHttp(), clock: realClock, local: storage.local, origin })
  const deps: ApiClientDeps = {
    http: fetchHttp({ timeoutMs: 1000 }),
    clock: realClock,
    session: storage.session,
    config: () => env,
    locale: () => 'en-US',
    token: () => null,
    taint: () => false,
    notify: () => undefined,
  }
  const api = createApi(deps)
  const search = createSearchApi(api)
  const searchJobs = fromPromise<SearchResult, SearchJobsInput>(({ input, signal }) => search.searchJobs(input.criteria, { signal }))
  const actor = createActor(searchPaginationMachine.provide({ actors: { searchJobs } }), { clock: createTestClock() }).start()
  actor.send({ type: 'user.searchSubmitted', criteria: { what: 'nurse' } })
  const jobs: readonly { readonly id: string }[] = actor.getSnapshot().context.jobs
  return { jobs, auth: createAuthApi(api), stub: memoryHttp() }
}

// The lines below compile only when the declarations resolved all the way down (else these types are `any`).
// @ts-expect-error a search total is a number
export const wrongTotal: string = ({} as SearchResult).hits.total.value
// @ts-expect-error the signal is an AbortSignalLike, reached through an import("...") type inside the declarations
export const wrongSignal = (search: SearchApi) => search.searchJobs({}, { signal: 42 })
// @ts-expect-error the machine accepts only its own events
export const wrongEvent = () => createActor(searchPaginationMachine).send({ type: 'user.nothing' })
