import { ERROR_REPORT_BREADCRUMB_LIMIT } from '../constants'
import type { Breadcrumb, BreadcrumbCategory } from './schemas'

/** The last ERROR_REPORT_BREADCRUMB_LIMIT things that happened, oldest first; an error report carries them. */
export interface BreadcrumbTrail {
  add(category: BreadcrumbCategory, message: string, at: number): void
  list(): readonly Breadcrumb[]
}

export const createBreadcrumbTrail = (limit: number = ERROR_REPORT_BREADCRUMB_LIMIT): BreadcrumbTrail => {
  const crumbs: Breadcrumb[] = []
  return {
    add(category, message, at) {
      crumbs.push({ category, message: message.slice(0, 300), at })
      if (crumbs.length > limit) crumbs.splice(0, crumbs.length - limit)
    },
    list: () => [...crumbs],
  }
}
