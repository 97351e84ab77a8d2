import { useState } from 'react'
import { FormattedMessage } from '../../ui/i18n/intl'
import { locationQuery, type ExplorerLocation } from '../url'

/** The address of this very step, to paste into a message: whoever opens it sees the same step. */
export function ShareLink({ place }: { place: ExplorerLocation }) {
  const [copied, setCopied] = useState<string | null>(null)
  const link = new URL(locationQuery(place), location.href).href
  return (
    <section aria-labelledby="share-title" className="explorer-panel">
      <h2 id="share-title">
        <FormattedMessage id="explorer.share.heading" />
      </h2>
      <label htmlFor="share-link">
        <FormattedMessage id="explorer.share.label" />
      </label>
      <input id="share-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" onClick={() => void navigator.clipboard.writeText(link).then(() => setCopied(link), () => setCopied(null))}>
        <FormattedMessage id="explorer.share.copy" />
      </button>
      <p role="status">{copied === link ? <FormattedMessage id="explorer.share.copied" /> : null}</p>
    </section>
  )
}
