/**
 * The product actions the app records through POST /rest/actions (docs/decisions.md, "Product actions"): the steps
 * of the funnel, each with counts, positions and yes/no facts only. Never what a user typed (search words, a cover
 * note), an email, a token or an id of theirs: the server sees the search words in the search call already, and an
 * action row must not tie them to an account.
 */
export type ProductAction =
  /** A search form sent: whether it had a "what" and a "where" (never the words). */
  | { readonly name: 'search.submitted'; readonly data: { readonly what: boolean; readonly where: boolean } }
  /** A job's page opened from a list of results: its 1-based position in that list. */
  | { readonly name: 'job.opened'; readonly data: { readonly from: 'results'; readonly position: number } }
  /** Easy Apply's link on a job page, or a 1-Click button, pressed. */
  | { readonly name: 'apply.started'; readonly data: { readonly kind: 'easyApply' | 'oneClick' } }
  /** The server took the application (the flow shows "received"). */
  | { readonly name: 'apply.submitted'; readonly data: { readonly kind: 'easyApply' | 'oneClick' } }
  /** A search kept as a job alert: at once (signed in) or waiting for the mailed link (signed out). */
  | { readonly name: 'alert.created'; readonly data: { readonly signedIn: boolean } }
  | { readonly name: 'pro.contactClicked' }
  /** The share button: the system's share sheet or copying the link. */
  | { readonly name: 'job.shared'; readonly data: { readonly via: 'sheet' | 'copy' } }

/** Where the UI hands a product action: fire and forget, never throws, never waits. */
export interface ProductActionsPort {
  record(action: ProductAction): void
}
