/** The catalogue compiled to ICU ASTs at build time by vite.config.ts (plugin hireflow:compiled-messages). */
declare module 'virtual:hireflow/messages' {
  import type { MessageFormatElement } from 'react-intl'
  import type { MessageId } from '../../core/i18n/en-US'
  export const messages: Record<MessageId, MessageFormatElement[]>
}
