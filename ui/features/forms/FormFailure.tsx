import { FormattedMessage } from '../../i18n/intl'
import type { MessageId } from '../../../core/i18n/en-US'

/** Why the server refused a form: announced as soon as it appears. Renders the live region even when empty. */
export function FormFailure({ failure }: { readonly failure: MessageId | null }) {
  return (
    <p className="auth-form__failure" role="alert">
      {failure && <FormattedMessage id={failure} />}
    </p>
  )
}
