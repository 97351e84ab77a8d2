import { useSyncExternalStore, type ReactNode } from 'react'
import { IntlProvider, type IntlConfig } from 'react-intl'
import { DEFAULT_LOCALE } from '../../core/constants'
import { allMessagesLoaded, loadDeferredMessages, loadedMessages, subscribeToMessages } from './messages'

/**
 * A message asked for before the deferred part loaded (a screen that forgot withDeferredMessages) loads it and
 * re-renders with the text, instead of showing the id; any other missing message is reported as react-intl does.
 */
const onError: IntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION' && !allMessagesLoaded()) {
    void loadDeferredMessages()
    return
  }
  console.error(error)
}

/** react-intl with the en-US catalogue, pre-compiled at build time (so the ICU parser is not shipped). */
export function I18nProvider({ children }: { children: ReactNode }) {
  const messages = useSyncExternalStore(subscribeToMessages, loadedMessages)
  return (
    <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={messages as IntlConfig['messages']} onError={onError}>
      {children}
    </IntlProvider>
  )
}
