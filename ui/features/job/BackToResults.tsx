import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { readBackToResults, type Job } from '../../../core/search'

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * "Back to results": to the results the user came from, by going back in history so the router restores their
 * pages and scroll; without them (a shared link, a new tab), a search for the job's title.
 */
export function BackToResults({ job }: { readonly job: Pick<Job, 'title'> }) {
  const router = useRouter()
  const backTo = useRouterState({ select: (state) => readBackToResults(state.location.state), structuralSharing: true })
  if (!backTo) {
    return (
      <Link className="job-page__back" to="/search" search={{ what: job.title }}>
        <FormattedMessage id="jobPage.searchTitle" values={{ title: job.title }} />
      </Link>
    )
  }
  const goBack = (event: MouseEvent) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    router.history.go(-backTo.steps)
  }
  return (
    <a className="job-page__back" href={backTo.href} onClick={goBack}>
      <FormattedMessage id="jobPage.backToResults" />
    </a>
  )
}
