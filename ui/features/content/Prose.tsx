import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'

/**
 * Content HTML as the server sent it: rendered from Markdown and sanitised there (adapters/server/content/render.ts),
 * so it is shown as is. A click on a link to a page of this site moves the app instead of reloading it.
 */
export function Prose({ html, className = '' }: { readonly html: string; readonly className?: string }) {
  const router = useRouter()
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element).closest('a')
    const href = link?.getAttribute('href')
    if (!href || !href.startsWith('/') || href.startsWith('//')) return
    event.preventDefault()
    router.history.push(href)
  }
  // The links inside are what the keyboard reaches; this only routes their clicks.
  return <div className={`prose ${className}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
}
