import { useState } from 'react'
import { SearchTermsSchema, type SearchTerms } from '../../../core/search'
import { readStored, STORED, writeStored } from '../../../core/storage'
import { useServices } from '../../services'

const EMPTY: SearchTerms = { what: '', where: '' }

/**
 * The server's home form (adapters/server/pages/views.tsx) while the app's first render runs: what was typed into it
 * before the takeover, and the field that had the focus, so neither is lost when the app's form replaces it.
 */
function serverForm(): { readonly terms?: SearchTerms; readonly focused?: string } {
  const form = document.querySelector<HTMLFormElement>('#root form[action="/search"]')
  if (!form) return {}
  const terms = { what: form.what.value as string, where: form.where.value as string }
  const focused = document.activeElement
  return { terms: terms.what || terms.where ? terms : undefined, focused: focused instanceof HTMLInputElement && form.contains(focused) ? focused.name : undefined }
}

/**
 * The search form's unsent text, kept in session storage so a reload never loses what was typed.
 * Values from the URL win, then text typed into the server's form before the app took over, then the draft; a
 * submitted search clears it.
 */
export function useSearchDraft(fromUrl: SearchTerms) {
  const { storage } = useServices()
  const store = storage.session
  const [{ initial, focused }] = useState(() => {
    const server = serverForm()
    const initial = fromUrl.what || fromUrl.where ? fromUrl : server.terms ?? readStored(store, STORED.searchDraft.key, SearchTermsSchema, EMPTY)
    return { initial, focused: server.focused }
  })
  return {
    initial,
    /** The field the server's form had the focus in: the app's takes it over. */
    focused,
    save: (terms: SearchTerms) => void writeStored(store, STORED.searchDraft.key, SearchTermsSchema, terms),
    clear: () => store.remove(STORED.searchDraft.key),
  }
}
