import { useLoaderData, useRouter } from '@tanstack/react-router'
import { Fragment, type ReactNode } from 'react'
import { isApiError } from '../../../core/api'
import type { MessageId } from '../../../core/i18n/en-US'
import type { ProfileSectionName, ProfileSectionValue } from '../../../core/profile'
import type { AppActor } from '../../../machines/app/appActor'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import { useSessionView } from '../identity'
import '../../styles/forms.css'
import './profile.css'

/** What a profile page's loader hands it: the saved values (null before the first save), or that loading failed. */
export type Loaded<T> = { readonly failed: false; readonly value: T } | { readonly failed: true; readonly notFound: boolean }

type LoaderArgs = { readonly context: { readonly app: Pick<AppActor, 'profile'> } }

/** A loader that loads one thing of the profile; a failure is shown on the page, with a retry. */
export const loaderOf =
  <T,>(load: (app: Pick<AppActor, 'profile'>, params: Record<string, string>) => Promise<T>) =>
  ({ context, params }: LoaderArgs & { readonly params?: Record<string, string> }): Promise<Loaded<T>> =>
    load(context.app, params ?? {}).then(
      (value) => ({ failed: false, value }),
      // Not there (another user's experience, or one deleted): no retry can help.
      (error: unknown) => ({ failed: true, notFound: isApiError(error) && error._tag === 'HttpError' && error.status === 404 }),
    )

/** The loader of a section kept whole. */
export const sectionLoader = <S extends ProfileSectionName>(section: S) =>
  loaderOf<ProfileSectionValue<S> | null>((app) => app.profile.section(section))

/**
 * A professional profile page (login required): its title, then its form for the signed-in user once the loader's
 * data is there; if loading failed, why, and a retry.
 */
export function ProfilePage<T>(props: {
  /** The page's title, or the title for what was loaded (adding or editing; undefined while loading or when it failed). */
  readonly title: MessageId | ((loaded: T | undefined) => MessageId)
  readonly children: (loaded: T, userId: string) => ReactNode
}) {
  const { children } = props
  const intl = useIntl()
  const router = useRouter()
  const data = useLoaderData({ strict: false }) as Loaded<T> | undefined
  const title = typeof props.title === 'string' ? props.title : props.title(data && !data.failed ? data.value : undefined)
  usePageMeta({ title: intl.formatMessage({ id: title }) })
  const view = useSessionView()
  const userId = view._tag === 'SignedIn' ? (view.profile?.id ?? null) : null
  let body: ReactNode
  if (data?.failed && data.notFound) {
    body = (
      <p role="alert">
        <FormattedMessage id="profile.notFound" />
      </p>
    )
  } else if (data?.failed) {
    body = (
      <div role="alert">
        <FormattedMessage id="profile.loadFailed" />{' '}
        <button type="button" className="button" onClick={() => void router.invalidate()}>
          <FormattedMessage id="profile.reload" />
        </button>
      </div>
    )
  } else if (data === undefined || userId === null) {
    body = (
      <p role="status">
        <FormattedMessage id="profile.loading" />
      </p>
    )
  } else {
    // Keyed by what was loaded: when the router's cached answer is followed by a fresh one, the form starts over
    // from the fresh one (its draft, kept in storage, comes back with it).
    body = <Fragment key={JSON.stringify(data.value)}>{children(data.value, userId)}</Fragment>
  }
  return (
    <section className="profile-page" aria-labelledby="profile-page-title">
      <h1 id="profile-page-title">
        <FormattedMessage id={title} />
      </h1>
      {body}
    </section>
  )
}
