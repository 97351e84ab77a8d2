import type { AuthServices } from '../identity/services'
import type { PublicOrigin } from '../http/publicOrigin'
import type { SearchIndex } from '../search/searchIndex'
import { createAlertDelivery, type AlertDelivery } from './delivery'
import { createLinkSigner, type LinkSigner } from './links'
import { createAlertsStore, type AlertsStore } from './store'

/** What the alert routes, the /opt routes and the scheduler share. */
export interface AlertServices {
  readonly store: AlertsStore
  readonly links: () => Promise<LinkSigner>
  /** The alerts' clock: the server's clock port, moved by the test clock outside production. */
  readonly now: () => Date
  readonly delivery: AlertDelivery
}

export function createAlertServices(identity: AuthServices, searchIndex: SearchIndex, options: { now: () => Date; origin: PublicOrigin | undefined; logError: (error: unknown) => void }): AlertServices {
  const store = createAlertsStore(identity.db)
  const links = createLinkSigner(() => identity.signingKey('alert-links')).get
  const delivery = createAlertDelivery({ store, searchIndex, mailer: identity.mailer, now: options.now, origin: options.origin, links, logError: options.logError })
  return { store, links, now: options.now, delivery }
}
