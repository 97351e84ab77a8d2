import { useState } from 'react'
import { SearchTermsSchema, type SearchTerms } from '../../../core/search'
import { readStored, STORED, writeStored } from '../../../core/storage'
import { useServices } from '../../services'

const EMPTY: SearchTerms = { what: '', where: '' }

/**
 * The search form's unsent text, kept in session storage so a reload never loses what was typed.
 * Values from the URL win over the draft; a submitted search clears it.
 */
export function useSearchDraft(fromUrl: SearchTerms) {
  const { storage } = useServices()
  const store = storage.session
  const [initial] = useState(() =>
    fromUrl.what || fromUrl.where ? fromUrl : readStored(store, STORED.searchDraft.key, SearchTermsSchema, EMPTY),
  )
  return {
    initial,
    save: (terms: SearchTerms) => void writeStored(store, STORED.searchDraft.key, SearchTermsSchema, terms),
    clear: () => store.remove(STORED.searchDraft.key),
  }
}
