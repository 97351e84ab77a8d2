import { useMatches } from '@tanstack/react-router'
import type { RouteMeta } from '../routeMeta'

/** The route meta of the current page: the static data of every matched route, the deepest winning. */
export function useRouteMeta(): RouteMeta {
  return useMatches({
    select: (matches) => Object.assign({}, ...matches.map((match) => match.staticData)) as RouteMeta,
    structuralSharing: true,
  })
}
