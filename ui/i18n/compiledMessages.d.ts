/** The catalogue compiled at build time by vite.config.ts (plugin hireflow:compiled-messages, scripts/compileMessage.ts): plain text for text-only messages, else their elements. */
declare module 'virtual:hireflow/messages' {
  import type { CompiledMessage } from '../../core/i18n/formatMessage'
  /** The first screen's messages (ui/i18n/messageSplit.ts decides). */
  export const messages: Record<string, CompiledMessage>
}

declare module 'virtual:hireflow/messages/deferred' {
  import type { CompiledMessage } from '../../core/i18n/formatMessage'
  /** The sign-in, account and mail messages, loaded by ui/i18n/messages.ts loadDeferredMessages. */
  export const messages: Record<string, CompiledMessage>
}
