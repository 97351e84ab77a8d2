import type { IntlShape } from '../i18n/intl'
import { METADATA_DEBOUNCE_MS } from '../../core/constants'
import type { ClockPort, TimerId } from '../../core/ports'
import { truncateDescription } from '../../core/text'

/** What a page asks for; missing fields fall back to the catalogue's defaults. Texts are already translated. */
export interface PageMeta {
  readonly title?: string | undefined
  readonly description?: string | undefined
}

/** The document's title and description as written. */
export interface DocumentMeta {
  readonly title: string
  readonly description: string
}

/** The title with the brand suffix and the description cut to the spec's limit (170 characters). */
export function resolvePageMeta(meta: PageMeta, intl: Pick<IntlShape, 'formatMessage'>): DocumentMeta {
  const title = meta.title ?? intl.formatMessage({ id: 'meta.defaultTitle' })
  const description = meta.description ?? intl.formatMessage({ id: 'meta.defaultDescription' })
  return {
    title: intl.formatMessage({ id: 'meta.titleWithBrand' }, { title }),
    description: truncateDescription(description),
  }
}

/** Writes metadata at most once per METADATA_DEBOUNCE_MS quiet period: the last request wins. */
export interface DebouncedMetaWriter {
  request(meta: DocumentMeta): void
  cancel(): void
}

export function createDebouncedMetaWriter(clock: ClockPort, write: (meta: DocumentMeta) => void): DebouncedMetaWriter {
  let pending: TimerId | undefined
  const cancel = () => {
    if (pending !== undefined) clock.clearTimeout(pending)
    pending = undefined
  }
  return {
    request(meta) {
      cancel()
      pending = clock.setTimeout(() => {
        pending = undefined
        write(meta)
      }, METADATA_DEBOUNCE_MS)
    },
    cancel,
  }
}

/** Sets document.title and <meta name="description"> (created when missing). */
export function writeDocumentMeta(doc: Document, meta: DocumentMeta): void {
  if (doc.title !== meta.title) doc.title = meta.title
  let element = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!element) {
    element = doc.createElement('meta')
    element.name = 'description'
    doc.head.append(element)
  }
  if (element.content !== meta.description) element.content = meta.description
}
