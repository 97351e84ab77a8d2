import { useState } from 'react'
import { SearchTermsSchema, type SearchTerms } from '../../../core/search'
import { readStored, STORED, writeStored } from '../../../core/storage'
import { useServices } from '../../services'

const EMPTY: SearchTerms = { what: '', where: '' }

type Fields = Record<keyof SearchTerms, HTMLInputElement>

/**
 * The server's search form (home's hero or the search page's bar, adapters/server/pages/views.tsx), found during the
 * app's first render while its nodes are still in the page, and the ref callback for the app's form that takes it over.
 * React attaches the callback in the commit that removes the server's form, in the same task, so no key can come
 * between: the server's fields are read then, not during the render (a render in slices lets the visitor type
 * meanwhile). Text typed into them wins (a field no longer holding the value the server wrote was edited; a browser's
 * restored form counts too) and is saved as the draft; the field with the focus passes it on, with its caret.
 */
function serverForm(save: (terms: SearchTerms) => void) {
  const form = document.querySelector<HTMLFormElement>('#root form[action="/search"]')
  if (!form) return undefined
  let server: Fields | null = form as unknown as Fields
  let focused = document.activeElement
  // A focus the visitor moves is followed, the blur of the takeover itself is not: Chromium blurs a field as React
  // removes it, and the microtask runs after the commit.
  form.addEventListener('focusin', () => (focused = document.activeElement))
  form.addEventListener('focusout', () => queueMicrotask(() => (focused = document.activeElement)))
  return (app: HTMLFormElement | null) => {
    if (!server || !app) return
    const { what, where } = server
    server = null
    const typed = what.value !== what.defaultValue || where.value !== where.defaultValue
    for (const input of [what, where]) {
      const field = (app as unknown as Fields)[input.name as keyof SearchTerms]
      if (typed) field.value = input.value
      if (input !== focused) continue
      field.focus()
      // The caret where it was, unless the app shows other text (home's draft in a field left empty).
      const end = field.value === input.value ? undefined : field.value.length
      field.setSelectionRange(end ?? input.selectionStart, end ?? input.selectionEnd, input.selectionDirection ?? undefined)
    }
    if (typed) save({ what: what.value, where: where.value })
  }
}

/**
 * The search form's unsent text, kept in session storage so a reload never loses what was typed: the URL's values,
 * else the draft; a submitted search clears it. `takeOver` is the ref of the app's form: what was typed into the
 * server's form before the app took over wins over both.
 */
export function useSearchDraft(fromUrl: SearchTerms) {
  const { storage } = useServices()
  const store = storage.session
  const save = (terms: SearchTerms) => void writeStored(store, STORED.searchDraft.key, SearchTermsSchema, terms)
  const [start] = useState(() => ({ takeOver: serverForm(save), draft: readStored(store, STORED.searchDraft.key, SearchTermsSchema, EMPTY) }))
  return {
    initial: fromUrl.what || fromUrl.where ? fromUrl : start.draft,
    takeOver: start.takeOver,
    save,
    clear: () => store.remove(STORED.searchDraft.key),
  }
}
