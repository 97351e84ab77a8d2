export {
  TOAST_COLORS, TOAST_POSITIONS, ToastDisplaySchema, defaultToastPosition, settleToastDisplay,
  type ToastAction, type ToastColor, type ToastOptions, type ToastPosition, type ToastText,
} from './options'
