/** The sections of the main navigation; a route's meta names the one it belongs to. */
export type Section = 'find-a-job' | 'consulting' | 'hire' | 'about' | 'news'

/** Route meta of the spec (section 3): carried as TanStack Router static data on every route. */
export interface RouteMeta {
  /** Needs login: the navigation guard sends a visitor without a session to sign in and back. On a layout route it covers the pages below. */
  readonly requiresAuth?: boolean
  /** Needs login and the admin flag (profile.admin); a signed-in non-admin is sent home. */
  readonly requiresAdmin?: boolean
  /** The main-navigation entry shown as current. */
  readonly section?: Section
  /** The header shows no logo (the home page has its own hero). */
  readonly hideLogo?: boolean
  /** Step of the consulting enrolment, CONSULTING_PROGRESS_MIN..MAX. */
  readonly consultingProgress?: number
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends RouteMeta {}
}
