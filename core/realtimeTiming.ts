/**
 * The realtime channel's timings (spec section 9). Beside core/constants.ts rather than in it: that module rides in
 * the first screen's shared chunk (vite.config.ts), and only the realtime chunk, loaded later, reads these.
 */
export const REALTIME_RECONNECT_THROTTLE_MS = 1000
export const REALTIME_PING_INTERVAL_MS = 30_000
export const REALTIME_PONG_TIMEOUT_MS = 5000
