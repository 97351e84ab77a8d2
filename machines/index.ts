/** The XState machines of Hireflow. Each reaches the world only through actors provided at the edge. */
export {
  searchPaginationMachine,
  SEARCH_FAILED_MESSAGE,
  SEARCH_JOBS_ACTOR_ID,
} from './searchPagination.machine'
export type {
  SearchJobsInput,
  SearchPaginationContext,
  SearchPaginationEvent,
  SearchPaginationMachine,
} from './searchPagination.machine'
