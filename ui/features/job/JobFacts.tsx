import { useEffect } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { JobSummary } from '../../../core/search'
import { useServices } from '../../services'
import { jobTypeMessageId, payConversionMessage, payRangeMessage, postedAge, workplaceMessage } from '../../../core/search'

type JobFactsSource = Pick<
  JobSummary,
  'compensation' | 'compensationMin' | 'compensationMax' | 'location' | 'jobType' | 'remote' | 'remoteRegion' | 'postedAt'
>

/** The pay range with its period: "$80,000 – $100,000 a year". */
export function PayRange({ job }: { readonly job: JobFactsSource }) {
  const pay = payRangeMessage(job)
  return <FormattedMessage id={pay.id} values={pay.values} />
}

/** The pay in the other period, "(about $93,600 a year)", or nothing when the pay is not specified. */
export function PayConversion({ job, className }: { readonly job: JobFactsSource; readonly className: string }) {
  const other = payConversionMessage(job)
  if (!other) return null
  return (
    <span className={className}>
      {' '}
      <FormattedMessage id="job.pay.converted" values={{ pay: <FormattedMessage id={other.id} values={other.values} /> }} />
    </span>
  )
}

/** "Posted 3 days ago" ("3 days ago" when bare), as a <time> carrying the exact timestamp (the job page shows its date). */
export function PostedAgo({ postedAt, bare = false }: { readonly postedAt: string; readonly bare?: boolean }) {
  const intl = useIntl()
  const { clock } = useServices()
  const age = postedAge(postedAt, clock.now())
  if (!age) return null
  const when = intl.formatRelativeTime(age.value, age.unit, { numeric: 'auto' })
  return (
    <time dateTime={postedAt}>
      {bare ? when : <FormattedMessage id="job.postedRelative" values={{ when }} />}
    </time>
  )
}

const DISMISSED = 'data-dismissed'
let cardsShowingPay = 0

/** Escape hides the pay bubbles on screen (the hovered pay's, the focused card's) without moving pointer or focus. */
function dismissShownPay(event: KeyboardEvent) {
  if (event.key !== 'Escape') return
  const shown = document.querySelectorAll('.job-facts__pay:hover, .job-card:has(.job-card__link:focus-visible) .job-facts__pay')
  for (const pay of shown) pay.setAttribute(DISMISSED, '')
}

/** A dismissed bubble shows again once the pointer has left its pay, or the focus its card, and come back. */
const showAgainOutside = (boundary: (pay: Element) => Element) => (event: Event) => {
  for (const pay of document.querySelectorAll(`.job-facts__pay[${DISMISSED}]`)) {
    if (!boundary(pay).contains(event.target as Node)) pay.removeAttribute(DISMISSED)
  }
}
const onPointerOver = showAgainOutside((pay) => pay)
const onFocusIn = showAgainOutside((pay) => pay.closest('.job-card') ?? pay)

/**
 * The pay bubbles of the cards on screen follow WCAG 1.4.13: Escape dismisses them, the pointer may move onto one
 * (search.css bridges the gap), and one stays while its pay is hovered or its card focused. One set of document
 * listeners serves every card.
 */
function useDismissablePay(): void {
  useEffect(() => {
    if (cardsShowingPay++ === 0) {
      document.addEventListener('keydown', dismissShownPay)
      document.addEventListener('pointerover', onPointerOver)
      document.addEventListener('focusin', onFocusIn)
    }
    return () => {
      if (--cardsShowingPay > 0) return
      document.removeEventListener('keydown', dismissShownPay)
      document.removeEventListener('pointerover', onPointerOver)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [])
}

/**
 * The short facts of a job card as list items: pay, place, type, workplace, age. The pay's other-period
 * equivalent is read by screen readers and shows on hover or while the card has focus (search.css); Escape hides it.
 */
export function JobCardFacts({ job }: { readonly job: JobFactsSource }) {
  useDismissablePay()
  return (
    <ul className="job-facts">
      <li className="job-facts__pay">
        <PayRange job={job} />
        <PayConversion job={job} className="job-facts__pay-note" />
      </li>
      <li>
        <FormattedMessage id="job.location" values={job.location.address} />
      </li>
      <li>
        <FormattedMessage id={jobTypeMessageId(job.jobType)} />
      </li>
      <li>
        <FormattedMessage {...workplaceMessage(job)} />
      </li>
      <li>
        <PostedAgo postedAt={job.postedAt} />
      </li>
    </ul>
  )
}
