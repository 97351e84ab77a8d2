import { Suspense, use, useId } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { SEARCH_LIMITS } from '../../../core/constants'
import { marketPay, nextBackToResults, payAgainstMarket, similarJobs, type Job, type JobSummary } from '../../../core/search'
import { CompanyName } from './CompanyName'
import { PayRange } from './JobFacts'
import { JobLink } from './JobLink'

type Related = Promise<readonly JobSummary[] | null>

const Unavailable = () => (
  <p>
    <FormattedMessage id="jobPage.related.unavailable" />
  </p>
)

/** The pay of jobs with this title near this place, and how this job's compares. */
function MarketPayFacts({ job, related }: { readonly job: Job; readonly related: Related }) {
  const documents = use(related)
  if (documents === null) return <Unavailable />
  const market = marketPay(job, documents)
  if (market.medianYearly === null) {
    return (
      <p>
        <FormattedMessage id="jobPage.market.notEnough" values={{ count: market.count }} />
      </p>
    )
  }
  const against = payAgainstMarket(job, market)
  return (
    <>
      <p className="job-aside__median">
        <FormattedMessage id="jobPage.market.median" values={{ median: market.medianYearly }} />
      </p>
      <p>
        <FormattedMessage id="jobPage.market.basedOn" values={{ count: market.count, title: job.title, radius: SEARCH_LIMITS.defaultRadiusMiles, ...job.location.address }} />
      </p>
      {against && (
        <p>
          <FormattedMessage id={`jobPage.market.${against.verdict}`} values={{ share: against.share }} />
        </p>
      )}
    </>
  )
}

function SimilarJobList({ job, related }: { readonly job: Job; readonly related: Related }) {
  const documents = use(related)
  if (documents === null) return <Unavailable />
  const similar = similarJobs(job, documents)
  if (similar.length === 0) {
    return (
      <p>
        <FormattedMessage id="jobPage.similar.none" />
      </p>
    )
  }
  return (
    <ul className="similar-jobs">
      {similar.map((other) => (
        <li key={other.id} className="similar-jobs__item">
          <JobLink job={other} className="similar-jobs__link" backTo={nextBackToResults}>
            {other.title}
          </JobLink>
          <CompanyName name={other.company} className="company similar-jobs__company" />
          <p className="similar-jobs__facts">
            <PayRange job={other} /> · <FormattedMessage id="job.location" values={other.location.address} />
          </p>
        </li>
      ))}
    </ul>
  )
}

const Loading = () => (
  <p>
    <FormattedMessage id="jobPage.related.loading" />
  </p>
)

/** The market pay for the job's title and place, as a box of the side column. */
export function MarketPay({ job, related }: { readonly job: Job; readonly related: Related }) {
  const headingId = useId()
  return (
    <section className="job-aside__box" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="jobPage.market.title" />
      </h2>
      <Suspense fallback={<Loading />}>
        <MarketPayFacts job={job} related={related} />
      </Suspense>
    </section>
  )
}

/** Jobs like this one nearby, linked so that "Back to results" still finds the results. */
export function SimilarJobs({ job, related }: { readonly job: Job; readonly related: Related }) {
  const headingId = useId()
  return (
    <section className="job-aside__box" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="jobPage.similar.title" />
      </h2>
      <Suspense fallback={<Loading />}>
        <SimilarJobList job={job} related={related} />
      </Suspense>
    </section>
  )
}
