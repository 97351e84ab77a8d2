import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { validateLoginSearch } from './loginSearch'
import type { SignInActor } from '../../../machines/identity/signInSession'
import './signUpState'

/**
 * Puts the flow's own moves in the URL (a new history entry, so Back returns to the screen left): after a code or
 * link is mailed, or another sign-in option is chosen. The email goes in the query, the sign-up names in the
 * history entry (never in the URL). A subscription to the flow, not a fetch.
 */
export function useFlowNavigation(flow: SignInActor): void {
  const router = useRouter()
  useEffect(() => {
    const subscription = flow.on('signIn.viewChanged', ({ view, email, names }) => {
      const { redirect } = validateLoginSearch(router.state.location.search as Record<string, unknown>)
      const carried = email.trim()
      const search = { ...(redirect === undefined ? {} : { redirect }), ...(carried === '' ? {} : { email: carried }) }
      const state = names === null ? {} : { signUp: { email: carried, ...names } }
      void (view === 'sign-in'
        ? router.navigate({ to: '/login', search, state })
        : router.navigate({ to: '/login/$view', params: { view }, search, state }))
    })
    return () => subscription.unsubscribe()
  }, [flow, router])
}
