import { createContext, useContext, useSyncExternalStore } from 'react'
import { TOAST_POSITIONS, type ToastText } from '../../../core/toasts'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { Toast, ToastStore } from '../../../machines/toasts/toastStore'

export const ToastStoreContext = createContext<ToastStore | null>(null)

function useToastStore(): ToastStore {
  const store = useContext(ToastStoreContext)
  if (store === null) throw new Error('The toast region needs <ToastStoreContext.Provider> (ui/App.tsx provides it).')
  return store
}

const Text = ({ text }: { readonly text: ToastText }) => ('id' in text ? <FormattedMessage id={text.id} values={text.values} /> : <>{text.text}</>)

function ToastCard({ toast, store }: { readonly toast: Toast; readonly store: ToastStore }) {
  return (
    <div className={`toast${toast.color ? ` toast--${toast.color}` : ''}`} data-toast-key={toast.key}>
      <div className="toast__body">
        <span className="toast__text"><Text text={toast.message} /></span>
        {toast.caption && <span className="toast__caption"><Text text={toast.caption} /></span>}
      </div>
      {toast.actions.map((action) =>
        'href' in action ? (
          <a key={action.label} className="toast__action" href={action.href}><FormattedMessage id={action.label} /></a>
        ) : (
          <button key={action.label} type="button" className="toast__action" onClick={() => { action.run(); if (!action.keepsToast) store.dismiss(toast.key) }}>
            <FormattedMessage id={action.label} />
          </button>
        ),
      )}
      <button type="button" className="toast__action" onClick={() => store.dismiss(toast.key)}>
        <FormattedMessage id="shell.dismiss" />
      </button>
    </div>
  )
}

/**
 * One polite live region holding every toast, always in the DOM so screen readers hear additions; inside it, a stack
 * per position used (placed by CSS).
 */
export function ToastRegion() {
  const store = useToastStore()
  const intl = useIntl()
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot)
  return (
    <section className="toasts" aria-label={intl.formatMessage({ id: 'shell.notifications' })}>
      <div role="status" aria-live="polite">
        {TOAST_POSITIONS.map((position) => {
          const here = toasts.filter((toast) => toast.position === position)
          return here.length === 0 ? null : (
            <div key={position} className={`toasts__stack toasts__stack--${position}`}>
              {here.map((toast) => <ToastCard key={toast.key} toast={toast} store={store} />)}
            </div>
          )
        })}
      </div>
    </section>
  )
}
