import { createContext, useContext, type ReactNode } from 'react'
import type { SearchApi, SuggestionsApi } from '../core/search'
import type { ProductAction, ProductActionsPort } from '../core/diagnostics'
import type { ClockPort, IdentityPromptPort, StoragePort } from '../core/ports'
import type { AppDeps } from '../machines'

/** What the UI reaches the world through. Built once in ui/main.tsx (browser adapters) or by a test or the state explorer (memory adapters). */
export interface AppServices {
  readonly api: SearchApi
  /** The search form's autocomplete; absent (tests, the state explorer): the fields suggest nothing. */
  readonly suggestions?: SuggestionsApi
  readonly storage: StoragePort
  readonly clock: ClockPort
  /** Google's one-tap prompt; absent (tests, the state explorer): never offered. */
  readonly identityPrompt?: IdentityPromptPort
  /**
   * XState's inspection observer for the machines a screen starts itself (a form's submission, a resume field's
   * upload), as the app actor's `inspect` is for its own: `?inspect` in development, the state explorer's screens.
   */
  readonly inspect?: AppDeps['inspect']
  /** Where product actions go (POST /rest/actions); absent (tests, the state explorer): nothing is recorded. */
  readonly actions?: ProductActionsPort
}

const ServicesContext = createContext<AppServices | null>(null)

/** Hands the services to every component below. */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
}

/** The app's services. Throws outside a ServicesProvider, so a missing provider fails loudly. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext)
  if (services === null) {
    throw new Error('useServices() was called outside <ServicesProvider>: wrap the tree in ServicesProvider (ui/main.tsx does).')
  }
  return services
}

const recordNothing = () => undefined

/** Records a product action (docs/decisions.md, "Product actions"): fire and forget, for event handlers. */
export function useRecordAction(): (action: ProductAction) => void {
  const { actions } = useServices()
  return actions ? actions.record : recordNothing
}
