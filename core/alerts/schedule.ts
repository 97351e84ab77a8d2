import type { AlertFrequency } from './schemas'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * When the digest after one sent at `from` is due: a day or a week later, or the same day of the next calendar
 * month (UTC; the 31st becomes the month's last day).
 */
export function nextSendAt(from: Date, frequency: AlertFrequency): Date {
  if (frequency === 'daily') return new Date(from.getTime() + DAY_MS)
  if (frequency === 'weekly') return new Date(from.getTime() + 7 * DAY_MS)
  const next = new Date(from.getTime())
  const day = next.getUTCDate()
  next.setUTCDate(1)
  next.setUTCMonth(next.getUTCMonth() + 1)
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate()
  next.setUTCDate(Math.min(day, lastDay))
  return next
}

/** One period before `at`: where a new alert's first window starts, so its first digest is not empty. */
export function periodBefore(at: Date, frequency: AlertFrequency): Date {
  const span = nextSendAt(at, frequency).getTime() - at.getTime()
  return new Date(at.getTime() - span)
}

/** The whole days a window spans, rounded up (the search's postedWithinDays), at least 1. */
export const daysSpanned = (since: Date, until: Date): number => Math.max(1, Math.ceil((until.getTime() - since.getTime()) / DAY_MS))

/** The digest's jobs: those posted after `since` and no later than `until` (the window), newest first as given. */
export const jobsInWindow = <T extends { readonly postedAt: string }>(jobs: readonly T[], since: Date, until: Date): T[] =>
  jobs.filter((job) => {
    const posted = Date.parse(job.postedAt)
    return posted > since.getTime() && posted <= until.getTime()
  })
