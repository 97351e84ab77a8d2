import type { ApiNotice } from '../../core/api/contract'
import { TOAST_DEFAULT_TIMEOUT_MS } from '../../core/constants'
import type { MessageId } from '../../core/i18n/en-US'
import type { ClockPort, TimerId } from '../../core/ports'

/** A toast on screen: a notice from the API client (a message id and its values). */
export interface Toast {
  readonly key: number
  readonly notice: ApiNotice
}

/**
 * A minimal toast list (the toast machine of a later issue replaces it): a notice shows for
 * TOAST_DEFAULT_TIMEOUT_MS; the same message again restarts its timer instead of stacking a copy.
 */
export interface ToastStore {
  show(notice: ApiNotice): void
  dismiss(key: number): void
  /** Removes the toast of this message, if shown (the API client withdraws a notice no call needs any more). */
  withdraw(id: MessageId): void
  subscribe(listener: () => void): () => void
  getSnapshot(): readonly Toast[]
}

export function createToastStore(clock: ClockPort, timeoutMs: number = TOAST_DEFAULT_TIMEOUT_MS): ToastStore {
  let toasts: readonly Toast[] = []
  let nextKey = 1
  const timers = new Map<number, TimerId>()
  const listeners = new Set<() => void>()
  const publish = (next: readonly Toast[]) => {
    toasts = next
    for (const listener of listeners) listener()
  }
  const dismiss = (key: number) => {
    const timer = timers.get(key)
    if (timer !== undefined) clock.clearTimeout(timer)
    timers.delete(key)
    if (toasts.some((toast) => toast.key === key)) publish(toasts.filter((toast) => toast.key !== key))
  }
  const expireLater = (key: number) => {
    const previous = timers.get(key)
    if (previous !== undefined) clock.clearTimeout(previous)
    timers.set(key, clock.setTimeout(() => dismiss(key), timeoutMs))
  }
  return {
    show(notice) {
      const same = toasts.find((toast) => toast.notice.id === notice.id)
      if (same) {
        expireLater(same.key)
        return
      }
      const toast = { key: nextKey++, notice }
      publish([...toasts, toast])
      expireLater(toast.key)
    },
    dismiss,
    withdraw(id) {
      const shown = toasts.find((toast) => toast.notice.id === id)
      if (shown) dismiss(shown.key)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => toasts,
  }
}
