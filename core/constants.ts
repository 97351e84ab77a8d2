/**
 * The product's constants (spec section 9), in one place, named for what they are.
 * Durations are in milliseconds unless the name says otherwise.
 */

export const DEFAULT_LOCALE = 'en-US'
export const APP_VERSION = '4.0.210'
export const BRAND_NAME = 'Hireflow'

/** A session token older than this (measured from its iat) is refreshed before use. */
export const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000

/** Network retry: delay before retry n (0-based) is min(2^n x 1000, 10000) ms. */
export const NETWORK_RETRY_BASE_MS = 1000
export const NETWORK_RETRY_MAX_DELAY_MS = 10_000

/** GET /env at start-up: up to 20 retries, delay before retry n is min(2^n, 3000) ms. */
export const ENV_FETCH_MAX_RETRIES = 20
export const ENV_FETCH_MAX_DELAY_MS = 3000

/** A request still running after this long shows the slow-request notice; checked on this interval. */
export const SLOW_REQUEST_AFTER_MS = 5000
export const SLOW_REQUEST_CHECK_INTERVAL_MS = 1000

// The realtime channel's timings (reconnect throttle 1 s, ping 30 s, pong 5 s) are in core/realtimeTiming.ts: this
// module rides in the first screen's shared chunk, and only the realtime chunk, loaded later, reads them.

/** Toasts: default timeout, plus the extra the display timer waits. */
export const TOAST_DEFAULT_TIMEOUT_MS = 5000
export const TOAST_DISPLAY_TIMER_EXTRA_MS = 1000

/** Page metadata. */
export const METADATA_DESCRIPTION_MAX_CHARS = 170
export const METADATA_DEBOUNCE_MS = 50
export const TEXT_PREVIEW_WORDS = 5
export const IMAGE_SIZE_PX = 175

export const ERROR_REPORT_BREADCRUMB_LIMIT = 100

/** The navigation guard re-checks login this long after the session token changes. */
export const LOGIN_RECHECK_AFTER_TOKEN_CHANGE_MS = 100

export const PASSWORD_COMPLEXITY_MIN = 0
export const PASSWORD_COMPLEXITY_MAX = 4

export const CONSULTING_PROGRESS_MIN = 0
export const CONSULTING_PROGRESS_MAX = 2

export const DIALOG_TRANSITION_MS = 300
export const LOADING_OVERLAY_DELAY_MS = 0
export const LOADING_OVERLAY_SPINNER_SIZE_PX = 80

/**
 * Search limits. The spec leaves page sizes unshown; these are Hireflow's choices (docs/api.md).
 */
export const SEARCH_LIMITS = {
  defaultPageSize: 20,
  maxPageSize: 100,
  maxQueryLength: 200,
  maxCursorLength: 512,
  defaultRadiusMiles: 25,
  maxRadiusMiles: 500,
  maxMinPay: 10_000_000,
  maxPostedWithinDays: 365,
} as const

/** The distances the search offers, in miles: the Distance filter, and "widen to N miles" when nothing matches. */
export const SEARCH_RADIUS_CHOICES_MILES = [5, 10, 25, 50, 100, 250] as const

/** Autocomplete: at most `maxSuggestions` answers, for typed text of at most `maxQueryLength` characters. */
export const SUGGESTION_LIMITS = {
  maxSuggestions: 8,
  maxQueryLength: 100,
} as const

/** Hours in a working year, for comparing hourly pay with yearly pay. */
export const WORK_HOURS_PER_YEAR = 2080
