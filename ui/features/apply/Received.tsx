import { Link } from '@tanstack/react-router'
import { Suspense, useEffect, useRef } from 'react'
import type { ApplyAnswer } from '../../../core/applications'
import type { Job } from '../../../core/search'
import { FormattedMessage } from '../../i18n/intl'
import { InstantInterview } from '../interview'
import { SignedInRecommendations } from '../recommendations'

interface ReceivedProps {
  readonly job: Job
  readonly answer: ApplyAnswer | null
  readonly onInterview: () => void
}

/**
 * "Application received", then the instant interview right here (ui/features/interview, loaded lazily with its
 * texts), by the application's signed link: no mail round trip, nothing to sign in to.
 */
export function Received({ job, answer, onInterview }: ReceivedProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  // The flow moves on to the interview once, when it shows (the page keeps showing it after).
  const started = useRef(false)
  useEffect(() => {
    if (answer === null || started.current) return
    started.current = true
    onInterview()
  }, [answer, onInterview])
  return (
    <section className="apply-page apply-received" aria-labelledby="apply-received-title">
      <h1 id="apply-received-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="apply.received.heading" />
      </h1>
      <p>
        <FormattedMessage id="apply.received.body" values={{ company: job.company, title: job.title }} />
      </p>
      {answer && (
        <Suspense fallback={null}>
          <InstantInterview interviewPath={answer.interviewPath} />
        </Suspense>
      )}
      <div className="apply-form__buttons">
        <Link to="/search" className="button">
          <FormattedMessage id="apply.received.backToSearch" />
        </Link>
      </div>
      <SignedInRecommendations fresh />
    </section>
  )
}
