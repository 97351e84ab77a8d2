import { useId, useState } from 'react'
import { HIRE_INDUSTRIES, type HireAnswer, type HireForm } from '../../../core/hire'
import type { MessageId } from '../../../core/i18n/en-US'
import type { AppActor } from '../../../machines/app/appActor'
import { ensureFormToken, hireFormOptions } from '../../../machines/hire/hireForm'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { useServices, type AppServices } from '../../services'
import { usePageMeta } from '../../shell/usePageMeta'
import { useApp } from '../../useApp'
import { FormField, SelectField, TextAreaField, useSectionForm } from '../forms'
import '../../styles/forms.css'
import './hire.css'

/** The page's arrival: the form token is asked for (or this tab's kept one reused) without holding the page back. */
export function loadHire({ context }: { readonly context: { readonly app: Pick<AppActor, 'hire'>; readonly services: Pick<AppServices, 'storage' | 'clock'> } }): void {
  ensureFormToken({ api: context.app.hire, drafts: context.services.storage.session, clock: context.services.clock }).catch(() => undefined)
}

/** /hire. */
export const HirePage = () => <Hire title="hire.title" />
/** /become-a-client: the same form under the client's title. */
export const BecomeClientPage = () => <Hire title="hire.clientTitle" />

function Hire({ title }: { readonly title: MessageId }) {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: title }), description: intl.formatMessage({ id: 'hire.meta' }) })
  return (
    <div className="hire-page">
      <section className="hire-page__intro" aria-labelledby="hire-title">
        <h1 id="hire-title"><FormattedMessage id={title} /></h1>
        <p className="hire-page__lead"><FormattedMessage id="hire.lead" /></p>
        <h2><FormattedMessage id="hire.points.heading" /></h2>
        <ol className="hire-page__points">
          <li><FormattedMessage id="hire.points.one" /></li>
          <li><FormattedMessage id="hire.points.two" /></li>
          <li><FormattedMessage id="hire.points.three" /></li>
        </ol>
      </section>
      <HireContactForm />
    </div>
  )
}

interface Received {
  readonly answer: HireAnswer
  readonly form: HireForm
}

/** The hire contact form: its draft survives a reload, its problems show by field, and a sent request is acknowledged. */
function HireContactForm() {
  const id = useId()
  const app = useApp()
  const { storage, clock } = useServices()
  const intl = useIntl()
  // The honeypot's value is read from the page when the form is sent (nothing renders on it).
  const trapId = `${id}-website`
  const [received, setReceived] = useState<Received | null>(null)
  const [options] = useState(() =>
    hireFormOptions({ api: app.hire, drafts: storage.session, clock }, () => (document.getElementById(trapId) as HTMLInputElement | null)?.value ?? '', (answer, form) => setReceived({ answer, form })),
  )
  const form = useSectionForm(options)
  const industries = HIRE_INDUSTRIES.map((industry) => ({ value: industry, label: `search.industry.${industry}` as const }))
  return (
    <section className="hire-page__form" aria-labelledby="hire-form-title">
      <h2 id="hire-form-title"><FormattedMessage id="hire.form.heading" /></h2>
      {received && form.submission.saved !== null && <HireReceived received={received} />}
      <form className="auth-form hire-form" onSubmit={form.onSubmit} noValidate aria-labelledby="hire-form-title">
        <FormField id={`${id}-company`} name="company" label="hire.field.company" autoComplete="organization" {...form.text('company')} />
        <div className="hire-form__row">
          <FormField id={`${id}-name`} name="name" label="hire.field.name" autoComplete="name" {...form.text('name')} />
          <FormField id={`${id}-role`} name="role" label="hire.field.role" autoComplete="organization-title" {...form.text('role')} />
        </div>
        <p className="hire-form__hint" id={`${id}-contact-hint`}><FormattedMessage id="hire.form.contactHint" /></p>
        <div className="hire-form__row">
          <FormField id={`${id}-email`} name="workEmail" type="email" label="hire.field.workEmail" autoComplete="email" {...form.text('workEmail')} />
          <FormField id={`${id}-phone`} name="phone" type="tel" label="hire.field.phone" autoComplete="tel" {...form.text('phone')} />
        </div>
        <div className="hire-form__row">
          <SelectField id={`${id}-industry`} label="hire.field.industry" placeholder value={form.values.industry} options={industries}
            onChange={(industry) => form.set('industry', industry)} error={form.errors.industry} />
          <FormField id={`${id}-city`} name="city" label="hire.field.city" autoComplete="address-level2" placeholder={intl.formatMessage({ id: 'hire.field.cityHint' })} {...form.text('city')} />
        </div>
        <TextAreaField id={`${id}-needs`} label="hire.field.needs" value={form.values.needs} onChange={(needs) => form.set('needs', needs)} error={form.errors.needs} />
        <p className="hire-form__hint"><FormattedMessage id="hire.field.needsHint" /></p>
        <TextAreaField id={`${id}-message`} label="hire.field.message" value={form.values.message} onChange={(message) => form.set('message', message)} error={form.errors.message} />
        {/* The honeypot: off screen and out of the tab order, so only a bot fills it (docs/decisions.md, "The hire form"). */}
        <div className="hire-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}><FormattedMessage id="hire.field.website" /></label>
          <input id={trapId} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <p className="auth-form__failure" role="alert">{form.submission.failure && <FormattedMessage id={form.submission.failure} />}</p>
        <button type="submit" className="button button--primary hire-form__send" disabled={form.submission.pending}>
          <FormattedMessage id={form.submission.pending ? 'hire.sending' : 'hire.send'} />
        </button>
      </form>
    </section>
  )
}

function HireReceived({ received }: { readonly received: Received }) {
  const { answer, form } = received
  return (
    <div className="hire-received" role="status">
      <h3><FormattedMessage id="hire.sent.heading" values={{ name: form.name }} /></h3>
      <p>{answer.pro ? <FormattedMessage id="hire.sent.withPro" values={{ pro: answer.pro.name }} /> : <FormattedMessage id="hire.sent.noPro" />}</p>
      {form.workEmail !== '' && <p><FormattedMessage id="hire.sent.mail" values={{ email: form.workEmail }} /></p>}
    </div>
  )
}
