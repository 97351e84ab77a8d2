import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

/**
 * Markdown to safe HTML (docs/decisions.md, "Content"): marked renders, sanitize-html keeps only an allowlist of tags
 * and attributes, so a <script>, an event handler (onerror, onclick...), a style, an iframe or a javascript: / data:
 * link written in the Markdown (or in raw HTML inside it) never reaches a browser. Rendered on the server on the way
 * out: the client receives HTML it can show as is and carries no Markdown or sanitising library.
 */
const markdown = new Marked({ gfm: true, breaks: false, async: false })

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'del', 'code', 'pre', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'width', 'height', 'loading'], table: ['tabindex'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The page's own title is its one h1: headings in the body start at h2.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = attribs.href ?? ''
      const external = /^https?:\/\//iu.test(href)
      return { tagName, attribs: { ...attribs, ...(external ? { rel: 'noopener noreferrer nofollow' } : {}) } }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    // A wide table scrolls sideways inside the text on a phone: the keyboard must reach it to scroll it.
    table: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
  },
}

/** The sanitised HTML of an administrator's Markdown. */
export const renderMarkdown = (source: string): string => sanitizeHtml(markdown.parse(source, { async: false }), SANITIZE)
