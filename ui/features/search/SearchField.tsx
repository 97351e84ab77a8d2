import { useCallback, useRef, useState, type ComponentType, type Ref } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { SEARCH_LIMITS } from '../../../core/constants'
import type { MessageId } from '../../../core/i18n/en-US'
import { useServices } from '../../services'
import type { ComboboxKeys, ComboboxState, SuggestionPopup } from './SuggestionPopup'

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

type Popup = typeof SuggestionPopup
const closed: ComboboxState = { expanded: false, activeId: undefined }
let popupModule: Promise<Popup> | null = null
// The popup and its call load on the first keystroke, not with the first screen.
const loadPopup = () => (popupModule ??= import('./SuggestionPopup').then((module) => module.SuggestionPopup))

const assignRef = <T,>(ref: Ref<T> | undefined, value: T) => {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

/** One labelled field of the search form: a combobox suggesting titles and skills (what) or places (where). */
export function SearchField({ ref, id, name, type, label, placeholder, defaultValue, autoComplete, errorId }: SearchFieldProps) {
  const intl = useIntl()
  const { suggestions, storage } = useServices()
  const input = useRef<HTMLInputElement | null>(null)
  const keys = useRef<ComboboxKeys>(null)
  const [Popup, setPopup] = useState<ComponentType<Parameters<Popup>[0]> | null>(null)
  const [state, setState] = useState(closed)
  const onState = useCallback((next: ComboboxState) => setState(next), [])
  const listboxId = `${id}-suggestions`
  const typed = () => {
    if (keys.current) return keys.current.typed()
    if (!suggestions) return
    // The popup offers the recent searches too (read from storage): the first keystroke (or ArrowDown) shows them.
    loadPopup().then((loaded) => setPopup(() => loaded), () => undefined)
  }
  return (
    <div className="search-form__field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <div className="search-form__combobox">
        <input
          ref={(element) => {
            input.current = element
            assignRef(ref, element)
          }}
          id={id}
          name={name}
          type={type}
          defaultValue={defaultValue}
          placeholder={intl.formatMessage({ id: placeholder })}
          maxLength={SEARCH_LIMITS.maxQueryLength}
          autoComplete={suggestions ? 'off' : autoComplete}
          enterKeyHint="search"
          role={suggestions ? 'combobox' : undefined}
          aria-autocomplete={suggestions ? 'list' : undefined}
          aria-expanded={suggestions ? state.expanded : undefined}
          aria-controls={Popup ? listboxId : undefined}
          aria-activedescendant={state.activeId}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onInput={typed}
          onKeyDown={(event) => (keys.current ? keys.current.keyDown(event) : event.key === 'ArrowDown' && typed())}
          onBlur={() => keys.current?.blur()}
        />
        {Popup && suggestions && (
          <Popup keys={keys} input={input} field={name} api={suggestions} listboxId={listboxId} onState={onState} recent={storage.local} />
        )}
      </div>
    </div>
  )
}
