import type { Ref } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { SEARCH_LIMITS } from '../../../core/constants'
import type { MessageId } from '../../../core/i18n/en-US'

interface SearchFieldProps {
  readonly ref?: Ref<HTMLInputElement>
  readonly id: string
  readonly name: 'what' | 'where'
  readonly type: 'search' | 'text'
  readonly label: MessageId
  readonly placeholder: MessageId
  readonly defaultValue: string
  readonly autoComplete: string
  /** The form error's element id while the form is invalid. */
  readonly errorId: string | undefined
}

/** One labelled field of the search form. */
export function SearchField({ ref, id, name, type, label, placeholder, defaultValue, autoComplete, errorId }: SearchFieldProps) {
  const intl = useIntl()
  return (
    <div className="search-form__field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        placeholder={intl.formatMessage({ id: placeholder })}
        maxLength={SEARCH_LIMITS.maxQueryLength}
        autoComplete={autoComplete}
        enterKeyHint="search"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  )
}
