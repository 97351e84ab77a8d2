import { useId, useState } from 'react'
import { Link, useLoaderData } from '@tanstack/react-router'
import * as v from 'valibot'
import { HIRE_INDUSTRIES, type HireAnswer, type HireForm } from '../../../core/hire'
import { ProSlugSchema } from '../../../core/pros'
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

/** The Pro the request goes to (`?pro=` naming a real Pro), or null: routed by industry and city. */
export interface HireLoaderData {
  readonly pro: { readonly name: string; readonly slug: string } | null
}

interface HireMatch {
  readonly context: { readonly app: Pick<AppActor, 'hire' | 'pros'>; readonly services: Pick<AppServices, 'storage' | 'clock'> }
  readonly deps: { readonly pro?: string }
}

/**
 * The page's arrival: the form token is asked for (or this tab's kept one reused) without holding the page back, and
 * the chosen Pro (the Pro page's contact action) is looked up. An unknown slug, or a failed look-up, leaves the request
 * to the usual routing: the form names a Pro only when the request will really go to them.
 */
export async function loadHire({ context, deps }: HireMatch): Promise<HireLoaderData> {
  ensureFormToken({ api: context.app.hire, drafts: context.services.storage.session, clock: context.services.clock }).catch(() => undefined)
  if (deps.pro === undefined || !v.is(ProSlugSchema, deps.pro)) return { pro: null }
  try {
    const pro = await (await context.app.pros()).get(deps.pro)
    return { pro: { name: pro.name, slug: pro.slug } }
  } catch {
    return { pro: null }
  }
}

/** /hire. */
export const HirePage = () => <Hire title="hire.title" data={useLoaderData({ from: '/hire' }) as HireLoaderData} />
/** /become-a-client: the same form under the client's title. */
export const BecomeClientPage = () => <Hire title="hire.clientTitle" data={useLoaderData({ from: '/become-a-client' }) as HireLoaderData} />

function Hire({ title, data }: { readonly title: MessageId; readonly data: HireLoaderData }) {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: title }), description: intl.formatMessage({ id: 'hire.meta' }) })
  return (
    <div className="hire-page">
      <section className="hire-page__intro" aria-labelledby="hire-title">
        <h1 id="hire-title"><FormattedMessage id={title} /></h1>
        <p className="hire-page__lead">
          {data.pro ? <FormattedMessage id="hire.leadToPro" values={{ pro: data.pro.name }} /> : <FormattedMessage id="hire.lead" />}
        </p>
        <h2><FormattedMessage id="hire.points.heading" /></h2>
        <ol className="hire-page__points">
          <li><FormattedMessage id="hire.points.one" /></li>
          <li>{data.pro ? <FormattedMessage id="hire.points.twoToPro" values={{ pro: data.pro.name }} /> : <FormattedMessage id="hire.points.two" />}</li>
          <li><FormattedMessage id="hire.points.three" /></li>
        </ol>
      </section>
      <HireContactForm pro={data.pro} />
    </div>
  )
}

interface Received {
  readonly answer: HireAnswer
  readonly form: HireForm
  readonly chosen: string | null
}

/** The hire contact form: its draft survives a reload, its problems show by field, and a sent request is acknowledged. */
function HireContactForm({ pro }: { readonly pro: HireLoaderData['pro'] }) {
  const id = useId()
  const app = useApp()
  const { storage, clock } = useServices()
  const intl = useIntl()
  // The honeypot's value is read from the page when the form is sent (nothing renders on it).
  const trapId = `${id}-website`
  const [received, setReceived] = useState<Received | null>(null)
  const [options] = useState(() =>
    hireFormOptions({ api: app.hire, drafts: storage.session, clock }, () => (document.getElementById(trapId) as HTMLInputElement | null)?.value ?? '', (answer, form) => setReceived({ answer, form, chosen: pro?.slug ?? null }), pro?.slug),
  )
  const form = useSectionForm(options)
  const industries = HIRE_INDUSTRIES.map((industry) => ({ value: industry, label: `search.industry.${industry}` as const }))
  return (
    <section className="hire-page__form" aria-labelledby="hire-form-title">
      <h2 id="hire-form-title"><FormattedMessage id="hire.form.heading" /></h2>
      {received && form.submission.saved !== null && <HireReceived received={received} />}
      <form className="auth-form hire-form" onSubmit={form.onSubmit} noValidate aria-labelledby="hire-form-title">
        {pro && <ChosenPro pro={pro} />}
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

/** Says who the request goes to when the employer came from a Pro's page. */
function ChosenPro({ pro }: { readonly pro: NonNullable<HireLoaderData['pro']> }) {
  return (
    <div className="hire-form__pro">
      <p className="hire-form__pro-name">
        <FormattedMessage id="hire.form.toPro" values={{ pro: <Link to="/pro/$slug" params={{ slug: pro.slug }}>{pro.name}</Link> }} />
      </p>
      <p className="hire-form__hint"><FormattedMessage id="hire.form.toProNote" values={{ pro: pro.name }} /></p>
    </div>
  )
}

function HireReceived({ received }: { readonly received: Received }) {
  const { answer, form, chosen } = received
  const sentTo = answer.pro && answer.pro.slug === chosen ? 'hire.sent.toChosenPro' : 'hire.sent.withPro'
  return (
    <div className="hire-received" role="status">
      <h3><FormattedMessage id="hire.sent.heading" values={{ name: form.name }} /></h3>
      <p>{answer.pro ? <FormattedMessage id={sentTo} values={{ pro: answer.pro.name }} /> : <FormattedMessage id="hire.sent.noPro" />}</p>
      {form.workEmail !== '' && <p><FormattedMessage id="hire.sent.mail" values={{ email: form.workEmail }} /></p>}
    </div>
  )
}
