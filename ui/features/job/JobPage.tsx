import { Link, useLoaderData } from '@tanstack/react-router'
import { FormattedMessage } from '../../i18n/intl'
import type { Job, JobSummary } from '../../../core/search'
import { useRecordAction } from '../../services'
import { usePageMeta } from '../../shell/usePageMeta'
import { BackToResults } from './BackToResults'
import { CompanyName } from './CompanyName'
import { JobAnswers } from './JobAnswers'
import { JobDetailsFacts } from './JobDetailsFacts'
import { JobNotFound } from './JobNotFound'
import { ProCard } from './ProCard'
import { MarketPay, SimilarJobs } from './RelatedJobs'
import { ShareJob } from './ShareJob'
import { SaveJobButton } from '../savedJobs'
import { JobAppliedBadge } from '../applications'
import { OneClickApplyButton } from '../apply'
import { descriptionParagraphs } from '../../../core/search'
import type { LoadJobResult } from './loadJob'
import './job.css'

/** The job routes' loader comes with the page's chunk (ui/features/job/routes.ts): off the first screen. */
export { loadJob } from './loadJob'

/** `/details|view|job/{slug}/{jobId}`: the job the loader found, or the job-not-found message. */
export function JobPage() {
  const data = useLoaderData({ strict: false }) as LoadJobResult | undefined
  return data && 'job' in data ? <JobDetails job={data.job} related={data.related} /> : <JobNotFound />
}

/** Apply leads to the Easy Apply flow at /apply/{slug}/{jobId} (ui/features/apply). */
function ApplyLink({ job }: { readonly job: Job }) {
  const record = useRecordAction()
  return (
    <Link className="button button--primary job-page__apply" to="/apply/$slug/$jobId" params={{ slug: job.slug, jobId: job.id }}
      onClick={() => record({ name: 'apply.started', data: { kind: 'easyApply' } })}>
      <FormattedMessage id="job.apply" />
    </Link>
  )
}

/**
 * A closed job (its Pro or an administrator closed it) still opens from a mail or a saved link: it says so at the top,
 * offers a search for similar jobs, and has no apply buttons (docs/decisions.md, "Closing jobs").
 */
function JobClosedNote({ job }: { readonly job: Job }) {
  return (
    <section className="job-page__closed" aria-labelledby="job-closed">
      <h2 id="job-closed">
        <FormattedMessage id="job.closed.title" />
      </h2>
      <p>
        <FormattedMessage id="job.closed.body" />
      </p>
      <Link className="button" to="/search" search={{ what: job.title }}>
        <FormattedMessage id="job.closed.search" />
      </Link>
    </section>
  )
}

/** The recruiter's name, linked to their page (/pro/{slug}; a landing page until Pros are built). */
function ProLink({ job }: { readonly job: Job }) {
  return (
    <Link to="/pro/$slug" params={{ slug: job.recruiter.slug }}>
      {job.recruiter.name}
    </Link>
  )
}

interface JobDetailsProps {
  readonly job: Job
  readonly related: Promise<readonly JobSummary[] | null>
}

/** Header, facts and description; at wide widths the facts and the side column (job.css) sit on the right. */
function JobDetails({ job, related }: JobDetailsProps) {
  usePageMeta({ title: job.title, description: job.description })
  const open = !job.closedAt
  return (
    <article className="job-page" aria-labelledby="job-title">
      <header className="job-page__header">
        <BackToResults job={job} />
        <CompanyName name={job.company} className="company job-page__company" />
        <h1 id="job-title" className="job-page__title">
          {job.title}
        </h1>
        <p className="job-page__pro">
          <FormattedMessage id="job.by" values={{ name: <ProLink job={job} /> }} />
        </p>
        <JobAppliedBadge jobId={job.id} />
        {open ? (
          <>
            <ApplyLink job={job} />
            <OneClickApplyButton job={job} />
            <SaveJobButton job={job} />
          </>
        ) : (
          <JobClosedNote job={job} />
        )}
      </header>
      <JobDetailsFacts job={job} />
      <div className="job-page__answers">
        <JobAnswers job={job} />
      </div>
      <div className="job-page__main">
        <section className="job-page__section" aria-labelledby="job-description">
          <h2 id="job-description">
            <FormattedMessage id="job.description" />
          </h2>
          {descriptionParagraphs(job.description).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
        {job.skills.length > 0 && (
          <section className="job-page__section" aria-labelledby="job-skills">
            <h2 id="job-skills">
              <FormattedMessage id="job.skills" />
            </h2>
            <ul className="job-page__skills">
              {job.skills.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </section>
        )}
        <footer className="job-page__footer">
          <JobAppliedBadge jobId={job.id} />
          {open && <ApplyLink job={job} />}
        </footer>
      </div>
      <div className="job-page__aside">
        <MarketPay job={job} related={related} />
        <ProCard job={job} />
        <ShareJob title={job.title} />
        <SimilarJobs job={job} related={related} />
      </div>
    </article>
  )
}
