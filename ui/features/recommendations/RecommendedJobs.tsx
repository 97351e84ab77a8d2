import { Link } from '@tanstack/react-router'
import { Suspense, use, useId, useState } from 'react'
import type { RecommendationsShown } from '../../../machines/recommendations/recommendationsQuery'
import { FormattedMessage } from '../../i18n/intl'
import { useApp } from '../../useApp'
import { RecommendationCard } from './RecommendationCard'
import './recommendations.css'

/** The section: its call is made once per mount (the app actor keeps the answer per account unless `fresh`). */
export function RecommendedJobs({ fresh }: { readonly fresh: boolean }) {
  const app = useApp()
  const [answer] = useState(() => app.recommendations({ fresh }))
  return (
    <Suspense fallback={null}>
      <Recommendations answer={answer} />
    </Suspense>
  )
}

/** "Recommended for you" with its cards, or a way to say what one wants; nothing when the call failed. */
function Recommendations({ answer }: { readonly answer: Promise<RecommendationsShown> }) {
  const headingId = useId()
  const list = use(answer)
  if (list === null) return null
  return (
    <section className="recommendations" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="recommendations.heading" />
      </h2>
      {list.length === 0 ? (
        <p className="recommendations__intro">
          <FormattedMessage id="recommendations.empty" />{' '}
          <Link to="/settings/professional/goals">
            <FormattedMessage id="recommendations.emptyLink" />
          </Link>
        </p>
      ) : (
        <>
          <p className="recommendations__intro">
            <FormattedMessage id="recommendations.intro" />
          </p>
          <ol className="recommendations__list">
            {list.map((recommendation) => (
              <li key={recommendation.job.id}>
                <RecommendationCard recommendation={recommendation} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
