import { useSyncExternalStore, type ReactNode } from 'react'
import { DEFAULT_LOCALE } from '../../core/constants'
import { IntlProvider } from './intl'
import { allMessagesLoaded, loadDeferredMessages, loadedMessages, subscribeToMessages } from './messages'

/**
 * A message asked for before the deferred part loaded (a screen that forgot withDeferredMessages) loads it and
 * re-renders with the text, instead of showing the id; any other missing message is reported.
 */
const onMissingMessage = (id: string) => {
  if (!allMessagesLoaded()) {
    void loadDeferredMessages()
    return
  }
  console.error(`Missing message: "${id}" for locale ${DEFAULT_LOCALE}`)
}

/** The en-US catalogue, pre-compiled at build time (so the ICU parser is not shipped), for ui/i18n/intl.tsx. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const messages = useSyncExternalStore(subscribeToMessages, loadedMessages)
  return (
    <IntlProvider locale={DEFAULT_LOCALE} messages={messages} onMissingMessage={onMissingMessage}>
      {children}
    </IntlProvider>
  )
}
