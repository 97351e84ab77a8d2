import type { ClockPort } from '../ports/clock'
import type { KeyValueStore } from '../ports/storage'

/**
 * The developer tools' stored browser values (local storage, JSON values): `developerMode` (spec section 3), the
 * debug switches and the date override. The test location is written where search reads it (the search draft).
 */
export const DEV_KEYS = { developerMode: 'developerMode', errors: 'debug.errors', taint: 'debug.taint', dateOffset: 'debug.dateOffsetMs' } as const

/**
 * Debug hooks run only off the production origin (spec section 6): any origin but `productionOrigin` when the build
 * names one (VITE_PRODUCTION_ORIGIN), else only a loopback host, so a build that does not say where production is
 * keeps them local.
 */
export const offProduction = (where: { readonly origin: string; readonly hostname: string }, productionOrigin: string | undefined): boolean =>
  productionOrigin ? where.origin !== productionOrigin : /^(localhost|127\.0\.0\.1|\[::1\])$/.test(where.hostname)

/** Developer mode: on when this browser stored it, and never on the production origin. */
export const developerMode = (local: KeyValueStore, where: { readonly origin: string; readonly hostname: string }, productionOrigin: string | undefined): boolean =>
  offProduction(where, productionOrigin) && local.get(DEV_KEYS.developerMode) === 'true'

/** The app's clock moved by the stored date override (read on every `now`, so the panel moves it at once). */
export const overriddenClock = (clock: ClockPort, local: KeyValueStore): ClockPort => ({
  ...clock,
  now: () => clock.now() + (Number(local.get(DEV_KEYS.dateOffset)) || 0),
})
