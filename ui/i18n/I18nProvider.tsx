import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { messages } from 'virtual:hireflow/messages'
import { DEFAULT_LOCALE } from '../../core/constants'

/** react-intl with the en-US catalogue, pre-compiled at build time (so the ICU parser is not shipped). */
export function I18nProvider({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  )
}
