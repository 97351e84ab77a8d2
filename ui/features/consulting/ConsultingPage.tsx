import { Link, useLoaderData } from '@tanstack/react-router'
import type { StoragePort } from '../../../core/ports/storage'
import { keptConsultingDraft } from '../../../machines/consulting/consultingRuntime'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import './consulting.css'

/** Whether a draft waits on this device (the call to action says "Continue"). */
export const loadConsulting = ({ context }: { readonly context: { readonly services: { readonly storage: StoragePort } } }): { readonly resuming: boolean } => ({
  resuming: keptConsultingDraft(context.services.storage) !== null,
})

const STEPS = ['consulting.step.specialty', 'consulting.step.identity', 'consulting.step.profile', 'consulting.step.search'] as const

/** /consulting (spec section 2): the programme, its four steps and the way in. */
export function ConsultingPage() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'consulting.title' }), description: intl.formatMessage({ id: 'consulting.meta' }) })
  const { resuming } = useLoaderData({ strict: false }) as { resuming: boolean }
  return (
    <div className="consulting-page">
      <section className="consulting-hero" aria-labelledby="consulting-title">
        <h1 id="consulting-title"><FormattedMessage id="consulting.title" /></h1>
        <p className="consulting-hero__lead"><FormattedMessage id="consulting.lead" /></p>
        <Link to="/consulting/enroll" className="button button--primary">
          <FormattedMessage id={resuming ? 'consulting.resume' : 'consulting.enrol'} />
        </Link>
      </section>
      <section aria-labelledby="consulting-benefits">
        <h2 id="consulting-benefits"><FormattedMessage id="consulting.benefits.heading" /></h2>
        <ul className="consulting-list">
          <li><FormattedMessage id="consulting.benefits.one" /></li>
          <li><FormattedMessage id="consulting.benefits.two" /></li>
          <li><FormattedMessage id="consulting.benefits.three" /></li>
        </ul>
      </section>
      <section aria-labelledby="consulting-steps">
        <h2 id="consulting-steps"><FormattedMessage id="consulting.steps.heading" /></h2>
        <ol className="consulting-list">
          {STEPS.map((step) => <li key={step}><FormattedMessage id={step} /></li>)}
        </ol>
      </section>
    </div>
  )
}
