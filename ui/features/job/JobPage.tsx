import { Link, useLoaderData } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import type { Job } from '../../../core/search'
import { usePageMeta } from '../../shell/usePageMeta'
import { JobDetailsFacts } from './JobDetailsFacts'
import { JobNotFound } from './JobNotFound'
import { SaveJobButton } from '../savedJobs'
import { descriptionParagraphs } from '../../../core/search'
import type { LoadJobResult } from './loadJob'
import './job.css'

/** `/details|view|job/{slug}/{jobId}`: the job the loader found, or the job-not-found message. */
export function JobPage() {
  const data = useLoaderData({ strict: false }) as LoadJobResult | undefined
  return data && 'job' in data ? <JobDetails job={data.job} /> : <JobNotFound />
}

/** Apply lives at /apply/{slug}/{jobId}; the flow itself is its own issue. */
function ApplyLink({ job }: { readonly job: Job }) {
  return (
    <Link className="button button--primary job-page__apply" to="/apply/$slug/$jobId" params={{ slug: job.slug, jobId: job.id }}>
      <FormattedMessage id="job.apply" />
    </Link>
  )
}

function JobDetails({ job }: { readonly job: Job }) {
  usePageMeta({ title: job.title, description: job.description })
  return (
    <article className="job-page" aria-labelledby="job-title">
      <header className="job-page__header">
        <h1 id="job-title" className="job-page__title">
          {job.title}
        </h1>
        <p className="job-page__pro">
          <FormattedMessage id="job.by" values={{ name: job.recruiter.name }} />
        </p>
        <ApplyLink job={job} />
        <SaveJobButton job={job} />
      </header>
      <JobDetailsFacts job={job} />
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
        <ApplyLink job={job} />
      </footer>
    </article>
  )
}
