import { Link } from '@tanstack/react-router'
import type { Pro } from '../../../core/search'

/** A Pro's name linked to their page, /pro/{slug}. */
export function ProLink({ pro, className }: { readonly pro: Pick<Pro, 'name' | 'slug'>; readonly className?: string }) {
  return (
    <Link to="/pro/$slug" params={{ slug: pro.slug }} className={className}>
      {pro.name}
    </Link>
  )
}
