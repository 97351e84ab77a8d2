import { useState } from 'react'
import { SearchTermsSchema, type SearchTerms } from '../../../core/search'
import { readStored, STORED, writeStored } from '../../../core/storage'
import { useServices } from '../../services'

const EMPTY: SearchTerms = { what: '', where: '' }

/**
 * The server's search form (home's hero or the search page's bar, adapters/server/pages/views.tsx) while the app's
 * first render runs: its text if it was edited before the takeover (a field's value is no longer the one the server
 * wrote; a browser's restored form counts too), and the field that had the focus, so neither is lost when the app's
 * form replaces it.
 */
function serverForm(): { readonly typed?: SearchTerms; readonly focused?: string } {
  const form = document.querySelector<HTMLFormElement>('#root form[action="/search"]')
  if (!form) return {}
  const { what, where } = form as unknown as Record<keyof SearchTerms, HTMLInputElement>
  const focused = document.activeElement
  return {
    typed: what.value !== what.defaultValue || where.value !== where.defaultValue ? { what: what.value, where: where.value } : undefined,
    focused: focused instanceof HTMLInputElement && form.contains(focused) ? focused.name : undefined,
  }
}

const same = (a: SearchTerms, b: SearchTerms) => a.what === b.what && a.where === b.where

/**
 * The search form's unsent text, kept in session storage so a reload never loses what was typed.
 * Text typed into the server's form before the app took over wins, then values from the URL, then the draft; a
 * submitted search clears it.
 */
export function useSearchDraft(fromUrl: SearchTerms) {
  const { storage } = useServices()
  const store = storage.session
  const save = (terms: SearchTerms) => void writeStored(store, STORED.searchDraft.key, SearchTermsSchema, terms)
  const [start] = useState(() => {
    const { typed, focused } = serverForm()
    if (typed) save(typed)
    return { typed, focused, url: fromUrl, draft: readStored(store, STORED.searchDraft.key, SearchTermsSchema, EMPTY) }
  })
  return {
    // What was typed before the takeover holds only on the address it was typed on: Back or a new search shows the URL's.
    initial: start.typed && same(fromUrl, start.url) ? start.typed : fromUrl.what || fromUrl.where ? fromUrl : start.draft,
    /** The field the server's form had the focus in: the app's takes it over. */
    focused: start.focused,
    save,
    clear: () => store.remove(STORED.searchDraft.key),
  }
}
