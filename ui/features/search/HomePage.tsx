import { Link, useNavigate } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { MessageId } from '../../../core/i18n/en-US'
import type { RemoteOption } from '../../../core/search'
import { usePageMeta } from '../../shell/usePageMeta'
import { SignedInRecommendations } from '../recommendations'
import { SearchForm, type SearchTerms } from './SearchForm'
import './home.css'

const POPULAR_SEARCHES: ReadonlyArray<{ label: MessageId; remote?: RemoteOption }> = [
  { label: 'home.popular.nurse' },
  { label: 'home.popular.softwareEngineer' },
  { label: 'home.popular.accountant' },
  { label: 'home.popular.electrician' },
  { label: 'home.popular.graphicDesigner' },
  { label: 'home.popular.remote', remote: 'only' },
]

/** Search params for the home form's terms: empty terms stay out of the URL. */
const termsToSearch = ({ what, where }: SearchTerms) => ({
  what: what || undefined,
  where: where || undefined,
})

/** `/` and `/index.html`: the hero with the tagline and the job search form (section "find a job"). */
export function HomePage() {
  const intl = useIntl()
  const navigate = useNavigate()
  usePageMeta({ description: intl.formatMessage({ id: 'home.intro' }) })
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-heading">
        <p className="home__tagline">
          <FormattedMessage id="home.tagline" />
        </p>
        <h1 id="home-heading" className="home__title">
          <FormattedMessage id="home.pageTitle" />
        </h1>
        <p className="home__intro">
          <FormattedMessage id="home.intro" />
        </p>
        <SearchForm variant="hero" onSearch={(terms) => void navigate({ to: '/search', search: termsToSearch(terms) })} />
      </section>
      <nav className="home__popular" aria-labelledby="home-popular-heading">
        <h2 id="home-popular-heading">
          <FormattedMessage id="home.popularHeading" />
        </h2>
        <ul>
          {POPULAR_SEARCHES.map(({ label, remote }) => (
            <li key={label}>
              <Link
                to="/search"
                search={remote ? { remote } : { what: intl.formatMessage({ id: label }) }}
                className="home__chip"
              >
                <FormattedMessage id={label} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SignedInRecommendations />
    </div>
  )
}
