import { createContext, useContext, useEffect } from 'react'
import { useIntl } from '../i18n/intl'
import { resolvePageMeta, type DebouncedMetaWriter, type PageMeta } from './meta'

export const PageMetaContext = createContext<DebouncedMetaWriter | null>(null)

/**
 * Sets the page's title and meta description (debounced 50 ms; the brand suffix added; the description cut to
 * 170 characters). Pass translated texts; omit one to get the default. On unmount the defaults come back
 * unless the next page asks for its own. Throws outside the shell's PageMetaProvider.
 */
export function usePageMeta(meta: PageMeta = {}): void {
  const writer = useContext(PageMetaContext)
  if (writer === null) throw new Error('usePageMeta() was called outside <PageMetaProvider> (ui/App.tsx provides it).')
  const intl = useIntl()
  const { title, description } = meta
  useEffect(() => {
    writer.request(resolvePageMeta({ title, description }, intl))
    return () => writer.request(resolvePageMeta({}, intl))
  }, [writer, intl, title, description])
}
