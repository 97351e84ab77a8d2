/** Who is signing up, carried from the sign-up form to the code screen in the history entry (never in the URL). */
export interface SignUpDraft {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
}

declare module '@tanstack/history' {
  interface HistoryState {
    signUp?: SignUpDraft
  }
}
