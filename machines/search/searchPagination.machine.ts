import { assign, fromPromise, setup } from 'xstate'
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

const initialContext: SearchPaginationContext = { ...emptySearchPageState, criteria: null, error: null }

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
  guards: {
    pageCompletesSearch: ({ context }, params: { page: SearchResult }) =>
      mergeSearchPage(context, params.page).complete,
    failedOnFirstPage: ({ context }) => context.pagesLoaded === 0,
  },
  actions: {
    startSearch: assign((_, params: { criteria: SearchCriteria }) => ({
      ...initialContext,
      criteria: params.criteria,
    })),
    appendPage: assign(({ context }, params: { page: SearchResult }) =>
      mergeSearchPage(context, params.page),
    ),
    rememberFailure: assign({ error: SEARCH_FAILED_MESSAGE }),
    clearFailure: assign({ error: null }),
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
        onError: { target: 'failed', actions: 'rememberFailure' },
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
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
    },
    exhausted: {
      description: 'Every result has been loaded (or the first page was empty).',
    },
    failed: {
      description:
        'A page failed; results so far stay shown. Retry reloads the failed page: the first one when no page was loaded yet.',
      on: {
        'user.retryRequested': [
          { guard: 'failedOnFirstPage', target: 'loadingFirstPage', actions: 'clearFailure' },
          { target: 'loadingMore', actions: 'clearFailure' },
        ],
      },
    },
  },
})

/** The machine's logic type, for hooks and tests. */
export type SearchPaginationMachine = typeof searchPaginationMachine
