import { useEffect, useMemo, type ReactNode } from 'react'
import { useServices } from '../services'
import { createDebouncedMetaWriter, writeDocumentMeta } from './meta'
import { PageMetaContext } from './usePageMeta'

/** Owns the debounced document-metadata writer that usePageMeta() talks to. */
export function PageMetaProvider({ children }: { children: ReactNode }) {
  const { clock } = useServices()
  const writer = useMemo(() => createDebouncedMetaWriter(clock, (meta) => writeDocumentMeta(document, meta)), [clock])
  useEffect(() => () => writer.cancel(), [writer])
  return <PageMetaContext.Provider value={writer}>{children}</PageMetaContext.Provider>
}
