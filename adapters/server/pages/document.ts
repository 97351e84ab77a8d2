import { renderToString } from 'react-dom/server'
import { PAGE_DATA_ID, type InlinedAnswer, type PageData } from '../../../core/api/pageData'
import { escapeHtml, jsonForScript } from './escape'
import type { InlineAssets } from './criticalCss'
import { PageFrame } from './frame'
import type { ServerIntl } from './intl'
import { metaDescription, type ServerPage } from './serverPages'


/**
 * The built index.html with the page in it: its title and description, canonical link, Open Graph tags, JSON-LD,
 * the main stylesheet and theme script inline (criticalCss.ts), the lazy stylesheets its content uses, its content in
 * #root inside the app's frame (frame.tsx; rendered with React) and
 * the answers it was made from. Every text is escaped.
 */
export function renderDocument(
  template: string,
  page: ServerPage,
  context: { origin: string; intl: ServerIntl; answers: readonly InlinedAnswer[]; inline?: InlineAssets; /** The request's path and query. */ href?: string },
): string {
  const { origin, intl } = context
  const title = intl.format('meta.titleWithBrand', { title: page.title ?? intl.format('meta.defaultTitle') })
  const description = metaDescription(page.description ?? intl.format('meta.defaultDescription'))
  const canonical = origin + page.canonicalPath
  const head = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="${page.ogType ?? 'website'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(intl.format('shell.brand'))}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title ?? intl.format('meta.defaultTitle'))}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...[...new Set((page.styles ?? []).flatMap((module) => context.inline?.chunkStyles?.[module] ?? []))].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
    ...(page.jsonLd ?? []).map((object) => `<script type="application/ld+json">${jsonForScript(object)}</script>`),
  ].join('\n    ')
  // In the app's frame (header, main landmark, footer), so that the app's first render moves nothing.
  const body = renderToString(PageFrame({ intl, section: page.section, href: context.href ?? page.canonicalPath, children: page.body }))
  const data: PageData = { answers: [...context.answers] }
  const withTitle = /<title>[\s\S]*?<\/title>/.test(template)
    ? template.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    : template.replace('</head>', () => `<title>${escapeHtml(title)}</title></head>`)
  const descriptionTag = `<meta name="description" content="${escapeHtml(description)}" />`
  const withDescription = /<meta name="description"[^>]*>/.test(withTitle)
    ? withTitle.replace(/<meta name="description"[^>]*>/, () => descriptionTag)
    : withTitle.replace('</head>', () => `${descriptionTag}</head>`)
  // The first screen's stylesheets and the theme script in place of their files (criticalCss.ts); the CSP allows them by hash.
  const { stylesheet, themeScript } = context.inline ?? { stylesheet: null, themeScript: null }
  let withInline = withDescription
  // Each inlined file's <link> stays, disabled: it loads nothing, and tells Vite's preload helper that the app's chunk
  // has its stylesheets already (a second copy, after the others, would change the cascade).
  const tags = stylesheet ? [stylesheet.tag, ...(stylesheet.merged ?? [])] : []
  if (stylesheet && tags.every((tag) => withInline.includes(tag))) {
    withInline = withInline.replace(stylesheet.tag, () => `<style>${stylesheet.text}</style>\n    ${disabled(stylesheet.tag)}`)
    for (const tag of stylesheet.merged ?? []) withInline = withInline.replace(tag, () => disabled(tag))
  }
  // The app's imports are not preloaded here: Chromium compiles a preloaded module on the main thread as it arrives,
  // before the server's HTML has painted (Lighthouse: FCP 1.7-1.9 -> 1.1-1.3 s). The app's own chunk stays preloaded
  // (ui/entry.ts reads its address from that link) and fetches them when it runs, after the paint.
  withInline = withInline.replace(/\s*<link rel="modulepreload"(?![^>]*data-app)[^>]*>/g, '')
  if (themeScript && withInline.includes(themeScript.tag)) withInline = withInline.replace(themeScript.tag, () => `<script>${themeScript.text}</script>`)
  return withInline
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${body}</div>\n    <script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(data)}</script>`,
    )
}

/** A stylesheet's <link> that loads nothing. */
const disabled = (tag: string) => tag.replace(/\s*\/?>$/, ' disabled>')
