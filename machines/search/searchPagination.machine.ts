import { and, assign, fromPromise, setup } from 'xstate'
import { isTransientApiError, NETWORK_MAX_RETRIES, networkRetryDelayMs } from '../../core/api/backoff'
import type { MessageId } from '../../core/i18n/en-US'
import {
  emptySearchPageState,
  mergeSearchPage,
  type SearchCriteria,
  type SearchPageState,
  type SearchResult,
} from '../../core/search'

/** What the `searchJobs` actor is asked for: the criteria and the page's cursor (null for the first page). */
export interface SearchJobsInput {
  readonly criteria: SearchCriteria
  readonly cursor: string | null
}

/** The machine's context: the pages gathered so far plus the search they belong to. */
export interface SearchPaginationContext extends SearchPageState {
  readonly criteria: SearchCriteria | null
  /** 'search.somethingWentWrong' after a failed page, else null. Never rendered text. */
  readonly error: MessageId | null
  /** Whether the last failure may pass by itself (no answer, a 5xx): then `failed` retries on the network backoff. */
  readonly transientFailure: boolean
  /** Automatic retries since the last page arrived or the user acted; at most SEARCH_AUTO_RETRIES. */
  readonly autoRetries: number
}

/** Events the machine accepts from the UI. */
export type SearchPaginationEvent =
  | { readonly type: 'user.searchSubmitted'; readonly criteria: SearchCriteria }
  | { readonly type: 'user.nextPageRequested' }
  | { readonly type: 'user.retryRequested' }

/** The message id a failed page leaves in `context.error`. */
export const SEARCH_FAILED_MESSAGE: MessageId = 'search.somethingWentWrong'

/** The id under which a page request is invoked; its done/error events are `xstate.done.actor.searchJobs` etc. */
export const SEARCH_JOBS_ACTOR_ID = 'searchJobs'

/** How many times a failed page is retried by itself before only the user's Retry is left (about 75 s of trying). */
export const SEARCH_AUTO_RETRIES = NETWORK_MAX_RETRIES

const initialContext: SearchPaginationContext = { ...emptySearchPageState, criteria: null, error: null, transientFailure: false, autoRetries: 0 }

/**
 * Search results, page by page (spec section 4): the first page is loaded, further pages are appended
 * with the cursor advancing, duplicate job ids are dropped, and the search is complete when a page is
 * empty, adds nothing new or reaches the total. A new search cancels the one in flight (its actor is
 * stopped, its signal aborted, its late answer never arrives). Effects: the `searchJobs` actor, to be
 * provided at the edge with `machine.provide({ actors: { searchJobs } })`.
 */
export const searchPaginationMachine = setup({
  types: {
    context: {} as SearchPaginationContext,
    events: {} as SearchPaginationEvent,
  },
  actors: {
    searchJobs: fromPromise<SearchResult, SearchJobsInput>(async () => {
      throw new Error('searchJobs not provided')
    }),
  },
  delays: {
    /** The spec's network backoff, min(2^retry x 1000, 10000) ms, counted from the first automatic retry. */
    autoRetryDelay: ({ context }) => networkRetryDelayMs(context.autoRetries),
  },
  guards: {
    mayRetryByItself: ({ context }) => context.transientFailure && context.autoRetries < SEARCH_AUTO_RETRIES,
    pageCompletesSearch: ({ context }, params: { page: SearchResult }) =>
      mergeSearchPage(context, params.page).complete,
    failedOnFirstPage: ({ context }) => context.pagesLoaded === 0,
  },
  actions: {
    startSearch: assign((_, params: { criteria: SearchCriteria }) => ({
      ...initialContext,
      criteria: params.criteria,
    })),
    appendPage: assign(({ context }, params: { page: SearchResult }) => ({
      ...mergeSearchPage(context, params.page),
      autoRetries: 0,
    })),
    rememberFailure: assign((_, params: { error: unknown }) => ({ error: SEARCH_FAILED_MESSAGE, transientFailure: isTransientApiError(params.error) })),
    clearFailure: assign({ error: null, transientFailure: false }),
    resetAutoRetries: assign({ autoRetries: 0 }),
    countAutoRetry: assign(({ context }) => ({ autoRetries: context.autoRetries + 1 })),
  },
}).createMachine({
  id: 'searchPagination',
  context: initialContext,
  initial: 'idle',
  on: {
    'user.searchSubmitted': {
      // Targeting a child from the root exits and re-enters it, so a loading state's actor is stopped.
      target: '.loadingFirstPage',
      actions: { type: 'startSearch', params: ({ event }) => ({ criteria: event.criteria }) },
    },
  },
  states: {
    idle: {
      description: 'No search yet.',
    },
    loadingFirstPage: {
      description: 'Fetching the first page of a new search; results so far are empty.',
      invoke: {
        id: SEARCH_JOBS_ACTOR_ID,
        src: 'searchJobs',
        input: ({ context }) => ({ criteria: context.criteria ?? {}, cursor: null }),
        onDone: [
          {
            guard: { type: 'pageCompletesSearch', params: ({ event }) => ({ page: event.output }) },
            target: 'exhausted',
            actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            target: 'showingResults',
            actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    showingResults: {
      description: 'Some results are shown and more pages may follow.',
      on: { 'user.nextPageRequested': 'loadingMore' },
    },
    loadingMore: {
      description: 'Fetching the page after the cursor; results so far stay shown.',
      invoke: {
        id: SEARCH_JOBS_ACTOR_ID,
        src: 'searchJobs',
        input: ({ context }) => ({ criteria: context.criteria ?? {}, cursor: context.cursor }),
        onDone: [
          {
            guard: { type: 'pageCompletesSearch', params: ({ event }) => ({ page: event.output }) },
            target: 'exhausted',
            actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            target: 'showingResults',
            actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    exhausted: {
      description: 'Every result has been loaded (or the first page was empty).',
    },
    failed: {
      description:
        'A page failed; results so far stay shown. Retry reloads the failed page: the first one when no page was loaded yet. ' +
        'A failure that may pass by itself (no answer, a 5xx) is retried on the network backoff, so the page recovers ' +
        'when the API is back without a click, up to SEARCH_AUTO_RETRIES times.',
      after: {
        autoRetryDelay: [
          { guard: and(['mayRetryByItself', 'failedOnFirstPage']), target: 'loadingFirstPage', actions: ['clearFailure', 'countAutoRetry'] },
          { guard: 'mayRetryByItself', target: 'loadingMore', actions: ['clearFailure', 'countAutoRetry'] },
        ],
      },
      on: {
        'user.retryRequested': [
          { guard: 'failedOnFirstPage', target: 'loadingFirstPage', actions: ['clearFailure', 'resetAutoRetries'] },
          { target: 'loadingMore', actions: ['clearFailure', 'resetAutoRetries'] },
        ],
      },
    },
  },
})

/** The machine's logic type, for hooks and tests. */
export type SearchPaginationMachine = typeof searchPaginationMachine
