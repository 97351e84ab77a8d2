import { useState } from 'react'
import { locationQuery, type ExplorerLocation } from '../url'

/** The address of this very step, to paste into a message: whoever opens it sees the same step. */
export function ShareLink({ place }: { place: ExplorerLocation }) {
  const [copied, setCopied] = useState<string | null>(null)
  const link = new URL(locationQuery(place), location.href).href
  return (
    <section aria-labelledby="share-title" className="explorer-panel">
      <h2 id="share-title">Share this step</h2>
      <label htmlFor="share-link">Link to this step</label>
      <input id="share-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" onClick={() => void navigator.clipboard.writeText(link).then(() => setCopied(link), () => setCopied(null))}>
        Copy link
      </button>
      <p role="status">{copied === link ? 'Link copied.' : ''}</p>
    </section>
  )
}
