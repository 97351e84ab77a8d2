import { createBreadcrumbTrail, type Breadcrumb } from '../../core/diagnostics'
import type { HttpPort } from '../../core/ports/http'

/** Errors the page raises before the reporter has loaded are kept (at most this many) and handed to it. */
const EARLY_ERRORS = 10

/** The first screen's part of error reporting: listeners and breadcrumbs, no reporter (it loads after first paint). */
export interface ErrorCapture {
  /** Hands an error to the reporter (kept until one is attached). */
  capture(error: unknown): void
  /** Attaches the reporter; errors captured before are handed to it at once. */
  attach(report: (error: unknown) => void): void
  /** Notes a page shown (its path only: a query may hold what the user typed). */
  navigated(path: string): void
  breadcrumbs(): readonly Breadcrumb[]
  /** `http` with each call's method, path and status (or failure) noted. */
  observe(http: HttpPort): HttpPort
}

/** What a click landed on, without its text: the element's tag, id and first class. */
const describeTarget = (target: EventTarget | null): string => {
  const element = target instanceof Element ? (target.closest('a,button,input,select,textarea,summary,[role]') ?? target) : null
  if (!element) return 'unknown'
  const id = element.id ? `#${element.id}` : ''
  const className = typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : ''
  return `${element.tagName.toLowerCase()}${id}${className}`
}

const pathOf = (url: string) => url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?', 1)[0] ?? ''

/** Listens for window errors and unhandled rejections and notes clicks, from the start of the page. */
export function captureErrors(target: Window = window): ErrorCapture {
  const trail = createBreadcrumbTrail()
  const early: unknown[] = []
  let reporter: ((error: unknown) => void) | null = null
  const capture = (error: unknown) => {
    trail.add('error', String(error instanceof Error ? error.message : error), Date.now())
    if (reporter) reporter(error)
    else if (early.length < EARLY_ERRORS) early.push(error)
  }
  target.addEventListener('error', (event) => capture(event.error ?? event.message))
  target.addEventListener('unhandledrejection', (event) => capture(event.reason))
  target.addEventListener('click', (event) => trail.add('click', describeTarget(event.target), Date.now()), { capture: true, passive: true })
  return {
    capture,
    attach(report) {
      reporter = report
      for (const error of early.splice(0)) report(error)
    },
    navigated: (path) => trail.add('navigation', path, Date.now()),
    breadcrumbs: () => trail.list(),
    observe: (http) => ({
      send: (request) => {
        const noted = (outcome: string) => trail.add('request', `${request.method} ${pathOf(request.url)} ${outcome}`, Date.now())
        return http.send(request).then(
          (response) => (noted(String(response.status)), response),
          (error: unknown) => {
            noted('failed')
            throw error
          },
        )
      },
    }),
  }
}
