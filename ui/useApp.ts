import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { AppActor, AppSnapshot } from '../machines/app/appActor'

/** The app actor (machines/app), from the router context: screens read it with selectors and write with `send`. */
export function useApp(): AppActor {
  return useRouter().options.context.app
}

/** A narrow read of the app actor's snapshot; the component re-renders only when the selected value changes. */
export function useAppSelector<T>(selector: (snapshot: AppSnapshot) => T): T {
  return useSelector(useApp(), selector)
}
