import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref, type RefObject } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { highlightMatch, moveActiveOption, suggestionQuery, SUGGESTION_DEBOUNCE_MS, type OptionMove } from '../../../core/search'
import type { Suggestion, SuggestionField, SuggestionsApi } from '../../../core/search'
import type { KeyValueStore } from '../../../core/ports'
import { suggestedSearches, type SuggestedSearch } from '../../../machines/searches/searchSuggestions'
import './suggestions.css'

/** What the field tells the popup: its own handlers forward here once the popup has loaded. */
export interface ComboboxKeys {
  typed(): void
  keyDown(event: KeyboardEvent<HTMLInputElement>): void
  blur(): void
}

/** The input's combobox state, which the field renders (aria-expanded, aria-activedescendant). */
export interface ComboboxState {
  readonly expanded: boolean
  readonly activeId: string | undefined
}

interface SuggestionPopupProps {
  readonly keys: Ref<ComboboxKeys>
  readonly input: RefObject<HTMLInputElement | null>
  readonly field: SuggestionField
  readonly api: SuggestionsApi
  readonly listboxId: string
  readonly onState: (state: ComboboxState) => void
  /** Where the user's recent searches are kept: offered first (a group of their own) when they match what is typed. */
  readonly recent?: KeyValueStore
}

/** How many recent searches the popup offers at most. */
const RECENT_SHOWN = 3

const MOVES: Partial<Record<string, OptionMove>> = { ArrowDown: 'next', ArrowUp: 'previous' }
const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`

/** Puts text into an uncontrolled input so React's onChange (the form's draft) sees it, as typing would. */
const fillInput = (input: HTMLInputElement, text: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * The suggestions of one search field, as the WAI-ARIA APG "list autocomplete with manual selection" combobox:
 * the focus stays in the field, the highlighted option is its aria-activedescendant. Loaded on the first keystroke.
 */
export function SuggestionPopup({ keys, input, field, api, listboxId, onState, recent }: SuggestionPopupProps) {
  const intl = useIntl()
  const [recentOptions, setRecentOptions] = useState<readonly SuggestedSearch[]>([])
  const [suggested, setOptions] = useState<readonly Suggestion[]>([])
  // One list for the keyboard: the recent searches first, then the suggestions.
  const options: ReadonlyArray<{ readonly recent: SuggestedSearch } | Suggestion> = [...recentOptions.map((entry) => ({ recent: entry })), ...suggested]
  const [typed, setTyped] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const request = useRef<AbortController | null>(null)
  const chosen = useRef<string | null>(null)

  const cancel = () => {
    clearTimeout(timer.current)
    request.current?.abort()
    request.current = null
  }
  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const show = (suggestions: readonly Suggestion[], text: string) => {
    const matches = recent ? suggestedSearches(recent, field, text, RECENT_SHOWN) : []
    setRecentOptions(matches)
    setOptions(suggestions)
    setTyped(text)
    setActive(-1)
    setOpen(suggestions.length + matches.length > 0)
  }
  const ask = (text: string) => {
    cancel()
    const query = suggestionQuery(text)
    if (query === null) return show([], text.trim())
    timer.current = setTimeout(() => {
      const controller = new AbortController()
      request.current = controller
      api.suggest(field, query, { signal: controller.signal }).then(
        (answer) => { if (!controller.signal.aborted) show(answer.suggestions, query) },
        // A failed or aborted request shows nothing: the field works as a plain text field.
        () => { if (!controller.signal.aborted) show([], query) },
      )
    }, SUGGESTION_DEBOUNCE_MS)
  }
  const choose = (index: number) => {
    const option = options[index]
    const element = input.current
    if (!option || !element) return
    cancel()
    if ('recent' in option) {
      // A recent search fills both fields: what and where are one search.
      const other = element.form?.elements.namedItem(field === 'what' ? 'where' : 'what')
      if (other instanceof HTMLInputElement) fillInput(other, field === 'what' ? option.recent.where : option.recent.what)
    }
    const text = 'recent' in option ? option.recent[field] : option.text
    chosen.current = text
    fillInput(element, text)
    close()
  }
  const typedNow = () => {
    const text = input.current?.value ?? ''
    if (chosen.current === text) return
    chosen.current = null
    ask(text)
  }

  useImperativeHandle(keys, () => ({
    typed: typedNow,
    blur: () => { cancel(); close() },
    keyDown(event) {
      const move = MOVES[event.key]
      if (move && !event.altKey) {
        event.preventDefault()
        if (open) return setActive(moveActiveOption(active, move, options.length))
        if (options.length > 0 && typed === suggestionQuery(input.current?.value ?? '')) {
          setOpen(true)
          return setActive(moveActiveOption(-1, move, options.length))
        }
        return typedNow()
      }
      if (event.key === 'ArrowDown' && event.altKey && !open && options.length > 0) return setOpen(true)
      if (!open) return
      if (event.key === 'Escape') {
        event.preventDefault()
        return close()
      }
      if (event.key === 'Enter' && active >= 0) {
        event.preventDefault()
        return choose(active)
      }
      if (event.key === 'Tab' && active >= 0) return choose(active)
      if (event.key === 'Enter' || event.key === 'Tab') close()
    },
  }))

  // The keystroke that loaded this module has been typed already.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { typedNow(); return cancel }, [])
  useEffect(() => {
    onState({ expanded: open, activeId: open && active >= 0 ? optionId(listboxId, active) : undefined })
  }, [open, active, listboxId, onState])

  const optionProps = (index: number) => ({
    id: optionId(listboxId, index),
    role: 'option',
    'aria-selected': index === active,
    className: 'suggestions__option',
    onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
    onClick: () => choose(index),
  })
  const groupId = `${listboxId}-recent`
  return (
    <>
      <div id={listboxId} role="listbox" aria-label={intl.formatMessage({ id: 'search.suggestions.label' })} className="suggestions" hidden={!open}>
        {recentOptions.length > 0 && (
          <div role="group" aria-labelledby={groupId} className="suggestions__group">
            <div id={groupId} role="presentation" className="suggestions__group-label">
              <FormattedMessage id="recentSearches.group" />
            </div>
            {recentOptions.map((entry, index) => (
              <div key={`${entry.what}\n${entry.where}`} {...optionProps(index)}>
                <span>{entry[field]}</span>
                {entry[field === 'what' ? 'where' : 'what'] && <span className="suggestions__detail">{entry[field === 'what' ? 'where' : 'what']}</span>}
              </div>
            ))}
          </div>
        )}
        {suggested.map((option, at) => {
          const index = recentOptions.length + at
          return (
            <div key={`${option.kind}:${option.text}`} {...optionProps(index)}>
              <span>
                {highlightMatch(option.text, typed).map((part, partAt) => (part.matched ? <strong key={partAt}>{part.text}</strong> : part.text))}
              </span>
              {option.detail && <span className="suggestions__detail">{option.detail}</span>}
              {option.jobs !== undefined && (
                <span className="suggestions__detail">
                  <FormattedMessage id="search.suggestions.jobs" values={{ count: option.jobs }} />
                </span>
              )}
            </div>
          )
        })}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {open && <FormattedMessage id="search.suggestions.count" values={{ count: options.length }} />}
      </p>
    </>
  )
}
