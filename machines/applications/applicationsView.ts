/** What the menu entry and the "Applied" badges read: small enough for the first screen (no core/applications). */
export interface ApplicationsView {
  readonly signedIn: boolean
  /** Signed in: the account's applications (badge-info); signed out: the applications made on this device. */
  readonly count: number
  /** Changes the applicant has not seen yet (the menu entry's badge). */
  readonly unseen: number
  /** The jobs applied to: the account's, or this device's. */
  readonly appliedJobIds: ReadonlySet<string>
}
