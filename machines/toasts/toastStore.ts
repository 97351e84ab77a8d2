import type { ApiNotice } from '../../core/api/contract'
import { TOAST_DISPLAY_TIMER_EXTRA_MS } from '../../core/constants'
import type { MessageId } from '../../core/i18n/en-US'
import type { ClockPort, TimerId } from '../../core/ports'
import { settleToastDisplay, type ToastAction, type ToastColor, type ToastOptions, type ToastPosition, type ToastText } from '../../core/toasts'

/** A toast on screen, its options settled. */
export interface Toast {
  readonly key: number
  readonly message: ToastText
  readonly caption: ToastText | undefined
  readonly color: ToastColor | undefined
  /** 0: stays until dismissed or withdrawn. */
  readonly timeout: number
  readonly position: ToastPosition
  readonly actions: readonly ToastAction[]
}

/**
 * The app's one toast list (spec sections 3, 5 and 9): every notice, error report and notification shows through it.
 * A toast stays `timeout` ms plus TOAST_DISPLAY_TIMER_EXTRA_MS (the display timer's extra); showing the same
 * catalogue message again (with no actions) restarts its timer instead of stacking a copy.
 */
export interface ToastStore {
  /** Shows a toast and answers its key; throws a TypeError on a position not of the nine or a negative timeout. */
  show(options: ToastOptions): number
  /** Changes a toast on screen (an error toast opening its details); its timer starts again. */
  update(key: number, changes: Partial<ToastOptions>): void
  dismiss(key: number): void
  /** Removes the toast of this message, if shown (the API client withdraws a notice no call needs any more). */
  withdraw(id: MessageId): void
  subscribe(listener: () => void): () => void
  getSnapshot(): readonly Toast[]
}

const messageId = (text: ToastText): string | undefined => ('id' in text ? text.id : undefined)

/** Checks the display options (spec section 5) and settles the defaults. */
const settle = (key: number, options: ToastOptions): Toast => ({
  key,
  message: options.message,
  caption: options.caption,
  color: options.color,
  ...settleToastDisplay(options),
  actions: options.actions ?? [],
})

/** The transport's network notices stay while a call needs them (it withdraws them); other notices time out. */
const WITHDRAWN_BY_TRANSPORT: readonly MessageId[] = ['network.reconnecting', 'network.slowRequest']

/**
 * A notice of the app (the transport's, a logout's reason, a greeting, a machine's failure) as a toast: the network
 * notices are warnings, the others take their tone's colour, information when they have none (so greetings and
 * information show at the top, failures at the bottom: spec 9).
 */
export const toastForNotice = ({ id, values, tone }: ApiNotice): ToastOptions => {
  const message = values === undefined ? { id } : { id, values }
  if (WITHDRAWN_BY_TRANSPORT.includes(id)) return { message, color: 'warning', timeout: 0 }
  return { message, color: tone ?? 'info' }
}

export function createToastStore(clock: ClockPort): ToastStore {
  let toasts: readonly Toast[] = []
  let nextKey = 1
  const timers = new Map<number, TimerId>()
  const listeners = new Set<() => void>()
  const publish = (next: readonly Toast[]) => {
    toasts = next
    for (const listener of listeners) listener()
  }
  const stopTimer = (key: number) => {
    const timer = timers.get(key)
    if (timer !== undefined) clock.clearTimeout(timer)
    timers.delete(key)
  }
  const dismiss = (key: number) => {
    stopTimer(key)
    if (toasts.some((toast) => toast.key === key)) publish(toasts.filter((toast) => toast.key !== key))
  }
  const startTimer = (toast: Toast) => {
    stopTimer(toast.key)
    if (toast.timeout > 0) timers.set(toast.key, clock.setTimeout(() => dismiss(toast.key), toast.timeout + TOAST_DISPLAY_TIMER_EXTRA_MS))
  }
  return {
    show(options) {
      const toast = settle(nextKey, options)
      const id = messageId(toast.message)
      const same = id === undefined || toast.actions.length > 0 ? undefined : toasts.find((shown) => messageId(shown.message) === id && shown.actions.length === 0)
      if (same) {
        startTimer(same)
        return same.key
      }
      nextKey++
      publish([...toasts, toast])
      startTimer(toast)
      return toast.key
    },
    update(key, changes) {
      const shown = toasts.find((toast) => toast.key === key)
      if (!shown) return
      const changed = settle(key, { ...shown, ...changes })
      publish(toasts.map((toast) => (toast.key === key ? changed : toast)))
      startTimer(changed)
    },
    dismiss,
    withdraw(id) {
      const shown = toasts.find((toast) => messageId(toast.message) === id)
      if (shown) dismiss(shown.key)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => toasts,
  }
}
