import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { I18nProvider } from './i18n/I18nProvider'
import type { AppRouter } from './router'
import { ServicesProvider, type AppServices } from './services'
import { PageMetaProvider } from './shell/PageMetaProvider'
import { ToastRegion, ToastStoreContext } from './shell/toasts/ToastRegion'
import type { ToastStore } from '../machines/toasts/toastStore'

export interface AppProps {
  readonly services: AppServices
  readonly toasts: ToastStore
  readonly router: AppRouter
}

/** The whole app for the given services: providers, the router, the toast region. Adapter-free, so memory adapters work too. */
export function App({ services, toasts, router }: AppProps) {
  return (
    <StrictMode>
      <I18nProvider>
        <ServicesProvider services={services}>
          <ToastStoreContext.Provider value={toasts}>
            <PageMetaProvider>
              <RouterProvider router={router} />
              <ToastRegion />
            </PageMetaProvider>
          </ToastStoreContext.Provider>
        </ServicesProvider>
      </I18nProvider>
    </StrictMode>
  )
}
