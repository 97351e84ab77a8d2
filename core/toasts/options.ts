import * as v from 'valibot'
import type { MessageDescriptor } from '../i18n/en-US'
import { TOAST_DEFAULT_TIMEOUT_MS } from '../constants'

/** Where a toast may show (spec section 5): one of nine places on the screen. */
export const TOAST_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'top', 'bottom', 'left', 'right', 'center'] as const
export type ToastPosition = (typeof TOAST_POSITIONS)[number]

/** A toast's colour says what kind of news it is; positive and info toasts show at the top (spec section 9). */
export const TOAST_COLORS = ['positive', 'negative', 'warning', 'info'] as const
export type ToastColor = (typeof TOAST_COLORS)[number]

/** What a toast says: a catalogue message, or a text that is content (a notification the server sent). */
export type ToastText = MessageDescriptor | { readonly text: string }

/**
 * A toast's button or link. A button runs `run` (and the toast goes, unless `keepsToast`); a link opens `href`.
 * Its label is always a catalogue message.
 */
export type ToastAction =
  | { readonly label: MessageDescriptor['id']; readonly run: () => void; readonly keepsToast?: boolean }
  | { readonly label: MessageDescriptor['id']; readonly href: string }

/** What a caller asks to show (spec section 3, Notification): only `message` is needed. */
export interface ToastOptions {
  readonly message: ToastText
  readonly caption?: ToastText | undefined
  readonly color?: ToastColor | undefined
  /** Milliseconds on screen; 0 keeps it until it is dismissed or withdrawn. Default TOAST_DEFAULT_TIMEOUT_MS. */
  readonly timeout?: number | undefined
  /** Default: top for positive and info toasts, bottom for the others. */
  readonly position?: ToastPosition | undefined
  readonly actions?: readonly ToastAction[] | undefined
}

/**
 * The display options of spec section 5, checked: a position of the nine, a timeout that is a non-negative number.
 * The position's message is valibot's own, which already names the nine and what was given (a custom one cost the
 * first screen bytes for a caller's mistake).
 */
export const ToastDisplaySchema = v.object({
  position: v.optional(v.picklist(TOAST_POSITIONS)),
  timeout: v.optional(v.pipe(v.number('A toast timeout must be a number.'), v.finite('A toast timeout must be a finite number.'), v.minValue(0, 'A toast timeout must not be negative.'))),
})

/** Where a toast of this colour shows when its caller does not say. */
export const defaultToastPosition = (color: ToastColor | undefined): ToastPosition =>
  color === 'positive' || color === 'info' ? 'top' : 'bottom'

/**
 * The position and timeout a toast shows with: checked (a TypeError names what is wrong, a programming error), then the
 * defaults (TOAST_DEFAULT_TIMEOUT_MS; top for positive and info, else bottom).
 */
export const settleToastDisplay = (options: ToastOptions): { readonly position: ToastPosition; readonly timeout: number } => {
  const checked = v.safeParse(ToastDisplaySchema, { position: options.position, timeout: options.timeout })
  if (!checked.success) throw new TypeError(checked.issues.map((issue) => issue.message).join(' '))
  return { position: options.position ?? defaultToastPosition(options.color), timeout: options.timeout ?? TOAST_DEFAULT_TIMEOUT_MS }
}
