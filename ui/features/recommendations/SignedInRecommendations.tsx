import { lazy, Suspense, useEffect, useState } from 'react'
import type { AppSnapshot } from '../../../machines/app/appActor'
import { withDeferredMessages } from '../../i18n/messages'
import { useAppSelector } from '../../useApp'

const RecommendedJobs = lazy(withDeferredMessages(() => import('./RecommendedJobs').then((chunk) => ({ default: chunk.RecommendedJobs }))))

/** The signed-in account (its profile's id, '' before the profile loads), or null for a visitor. */
const selectAccount = (snapshot: AppSnapshot) => (snapshot.session._tag === 'SignedIn' ? (snapshot.session.profile?.id ?? '') : null)

/**
 * "Recommended for you" for a signed-in person, its code and call started after the first paint (the frame after
 * mount); a visitor gets nothing and loads nothing. `fresh` asks again rather than showing this visit's answer
 * (after applying: the job just applied to must go).
 */
export function SignedInRecommendations({ fresh = false }: { readonly fresh?: boolean }) {
  const account = useAppSelector(selectAccount)
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  if (account === null || !painted) return null
  return (
    <Suspense fallback={null}>
      <RecommendedJobs key={account} fresh={fresh} />
    </Suspense>
  )
}
