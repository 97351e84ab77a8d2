/** The catalogue compiled to ICU ASTs (plain text for text-only messages) at build time by vite.config.ts (plugin hireflow:compiled-messages). */
declare module 'virtual:hireflow/messages' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
  /** The first screen's messages (ui/i18n/messageSplit.ts decides). */
  export const messages: Record<string, string | MessageFormatElement[]>
}

declare module 'virtual:hireflow/messages/deferred' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
  /** The sign-in, account and mail messages, loaded by ui/i18n/messages.ts loadDeferredMessages. */
  export const messages: Record<string, string | MessageFormatElement[]>
}
