import { createContext, useContext, useSyncExternalStore } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { ToastStore } from '../../../machines/toasts/toastStore'

export const ToastStoreContext = createContext<ToastStore | null>(null)

function useToastStore(): ToastStore {
  const store = useContext(ToastStoreContext)
  if (store === null) throw new Error('The toast region needs <ToastStoreContext.Provider> (ui/App.tsx provides it).')
  return store
}

/** A polite live region listing the current toasts, each with a dismiss button. Always in the DOM so screen readers hear additions. */
export function ToastRegion() {
  const store = useToastStore()
  const intl = useIntl()
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot)
  return (
    <section className="toasts" aria-label={intl.formatMessage({ id: 'shell.notifications' })}>
      <div role="status" aria-live="polite" className="toasts__list">
        {toasts.map(({ key, notice }) => (
          <div key={key} className="toast">
            <span className="toast__text">
              <FormattedMessage id={notice.id} values={notice.values} />
            </span>
            <button type="button" className="toast__dismiss" onClick={() => store.dismiss(key)}>
              <FormattedMessage id="shell.dismiss" />
            </button>
          </div>
        ))}
      </div>
    </section>
  )
}
