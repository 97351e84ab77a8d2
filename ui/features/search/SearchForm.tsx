import { useId, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { SEARCH_LIMITS } from '../../../core/constants'
import './search.css'

/** What the job seeker typed: trimmed, possibly empty. */
export interface SearchTerms {
  readonly what: string
  readonly where: string
}

interface SearchFormProps {
  /** Current values, from the URL: a reload or Back shows them again. */
  readonly what?: string
  readonly where?: string
  readonly onSearch: (terms: SearchTerms) => void
  /** 'hero' for the large home-page form. */
  readonly variant?: 'hero' | 'bar'
}

const textOf = (data: FormData, name: string) => String(data.get(name) ?? '').trim()

/** The "what" and "where" search form (a search landmark with labelled inputs). */
export function SearchForm({ what = '', where = '', onSearch, variant = 'bar' }: SearchFormProps) {
  const intl = useIntl()
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    onSearch({ what: textOf(data, 'what'), where: textOf(data, 'where') })
  }
  return (
    <form
      // A new key when the URL's values change resets the uncontrolled inputs to them (Back, a popular search).
      key={`${what}\u0000${where}`}
      role="search"
      aria-label={intl.formatMessage({ id: 'search.form.label' })}
      className={`search-form search-form--${variant}`}
      onSubmit={submit}
    >
      <div className="search-form__field">
        <label htmlFor={`${id}-what`}>
          <FormattedMessage id="search.form.what" />
        </label>
        <input
          id={`${id}-what`}
          name="what"
          type="search"
          defaultValue={what}
          placeholder={intl.formatMessage({ id: 'search.form.whatPlaceholder' })}
          maxLength={SEARCH_LIMITS.maxQueryLength}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <div className="search-form__field">
        <label htmlFor={`${id}-where`}>
          <FormattedMessage id="search.form.where" />
        </label>
        <input
          id={`${id}-where`}
          name="where"
          type="text"
          defaultValue={where}
          placeholder={intl.formatMessage({ id: 'search.form.wherePlaceholder' })}
          maxLength={SEARCH_LIMITS.maxQueryLength}
          autoComplete="address-level2"
          enterKeyHint="search"
        />
      </div>
      <button type="submit" className="button button--primary search-form__submit">
        <FormattedMessage id="search.form.submit" />
      </button>
    </form>
  )
}
