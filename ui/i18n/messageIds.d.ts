import type { MessageId } from '../../core/i18n/en-US'

// Message ids are checked against the catalogue: `formatMessage({ id: 'typo' })` fails to type-check.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId
    }
  }
}
