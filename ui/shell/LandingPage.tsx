import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from '../i18n/intl'
import { MAIN_SECTIONS } from './navigation'
import { SearchEntryForm } from './SearchEntryForm'
import { usePageMeta } from './usePageMeta'

/** The landing page: any unknown path, and the sections not built yet. "Hire or be hired", a search, the main sections. */
export function LandingPage() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'landing.title' }), description: intl.formatMessage({ id: 'landing.lead' }) })
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="landing-title">
        <h1 id="landing-title" className="hero__title"><FormattedMessage id="landing.title" /></h1>
        <p className="hero__lead"><FormattedMessage id="landing.lead" /></p>
        <SearchEntryForm />
      </section>
      <section className="sections" aria-labelledby="landing-sections">
        <h2 id="landing-sections" className="sections__title"><FormattedMessage id="landing.sections" /></h2>
        <ul className="sections__list">
          {MAIN_SECTIONS.map(({ section, to, label, text }) => (
            <li key={section} className="section-card">
              <Link to={to} className="section-card__link"><FormattedMessage id={label} /></Link>
              <p className="section-card__text"><FormattedMessage id={text} /></p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
