import { Link, useRouter } from '@tanstack/react-router'
import type { ReactNode, Ref } from 'react'
import type { HistoryState } from '@tanstack/history'
import type { BackToResults, JobSummary } from '../../../core/search'

declare module '@tanstack/history' {
  interface HistoryState {
    backTo?: BackToResults
  }
}

interface JobLinkProps {
  readonly job: Pick<JobSummary, 'id' | 'slug'>
  readonly className: string
  readonly children: ReactNode
  readonly ref?: Ref<HTMLAnchorElement>
  /** Where "Back to results" leads from the job, given the page the link is on; by default, to that page. */
  readonly backTo?: (href: string, state: HistoryState) => BackToResults | undefined
}

const toThisPage = (href: string): BackToResults => ({ href, steps: 1 })

/**
 * A link to a job's page that carries, in the history entry, the results it was followed from ("Back to results").
 * Search cards link from the results themselves; the job page's similar jobs pass nextBackToResults.
 */
export function JobLink({ job, className, children, ref, backTo = toThisPage }: JobLinkProps) {
  const router = useRouter()
  return (
    <Link ref={ref} to="/details/$slug/$jobId" params={{ slug: job.slug, jobId: job.id }} className={className}
      state={(current) => ({ backTo: backTo(router.latestLocation.href, current) })}>
      {children}
    </Link>
  )
}
