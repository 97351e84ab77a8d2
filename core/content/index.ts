/**
 * The site's content: the about, privacy, terms and contact pages and the news (spec section 2). Loaded with the
 * content pages (ui/features/content), never on the first screen.
 */
export * from './schemas'
export { createContentApi, type ContentApi } from './api'
export { contentDescription, contentPreview, CONTENT_IMAGE_SIZE_PX } from './rules'
