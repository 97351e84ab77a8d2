import { useId, useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import * as v from 'valibot'
import { SearchFormSchema, type SearchTerms } from '../../../core/search'
import type { MessageId } from '../../../core/i18n/en-US'
import { useRecordAction } from '../../services'
import { SearchField } from './SearchField'
import { useSearchDraft } from './useSearchDraft'
import './search.css'

export type { SearchTerms }

interface SearchFormProps {
  /** Current values, from the URL: a reload or Back shows them again. */
  readonly what?: string
  readonly where?: string
  readonly onSearch: (terms: SearchTerms) => void
  /** 'hero' for the large home-page form. */
  readonly variant?: 'hero' | 'bar'
}

const termsOf = (form: HTMLFormElement): SearchTerms => {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '').trim()
  return { what: text('what'), where: text('where') }
}

/** The "what" and "where" search form (a search landmark with labelled inputs); unsent text survives a reload. */
export function SearchForm({ what = '', where = '', onSearch, variant = 'bar' }: SearchFormProps) {
  const intl = useIntl()
  const id = useId()
  const { initial: defaults, takeOver, ...draft } = useSearchDraft({ what, where })
  const [error, setError] = useState<MessageId | null>(null)
  const whatInput = useRef<HTMLInputElement>(null)
  const record = useRecordAction()
  const errorId = `${id}-error`
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = v.safeParse(SearchFormSchema, termsOf(event.currentTarget))
    if (!parsed.success) {
      setError(parsed.issues[0].message as MessageId)
      whatInput.current?.focus()
      return
    }
    setError(null)
    draft.clear()
    record({ name: 'search.submitted', data: { what: parsed.output.what !== '', where: parsed.output.where !== '' } })
    onSearch(parsed.output)
  }
  const invalid = error !== null
  return (
    <form
      // A new key when the URL's values change resets the uncontrolled inputs to them (Back, a popular search).
      key={`${what}\u0000${where}`}
      ref={takeOver}
      role="search"
      aria-label={intl.formatMessage({ id: 'search.form.label' })}
      className={`search-form search-form--${variant}`}
      onSubmit={submit}
      onChange={(event) => draft.save(termsOf(event.currentTarget))}
      noValidate
    >
      <SearchField ref={whatInput} id={`${id}-what`} name="what" type="search" label="search.form.what"
        placeholder="search.form.whatPlaceholder" defaultValue={defaults.what} autoComplete="off"
        errorId={invalid ? errorId : undefined} />
      <SearchField id={`${id}-where`} name="where" type="text" label="search.form.where"
        placeholder="search.form.wherePlaceholder" defaultValue={defaults.where} autoComplete="address-level2"
        errorId={invalid ? errorId : undefined} />
      <button type="submit" className="button button--primary search-form__submit">
        <FormattedMessage id="search.form.submit" />
      </button>
      {invalid && (
        <p id={errorId} className="search-form__error" role="alert">
          <FormattedMessage id={error} />
        </p>
      )}
    </form>
  )
}
