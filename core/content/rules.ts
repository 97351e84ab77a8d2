import { IMAGE_SIZE_PX, METADATA_DESCRIPTION_MAX_CHARS, TEXT_PREVIEW_WORDS } from '../constants'
import { previewWords, truncateDescription } from '../text'

/** What a list shows of an article: its first 5 words (TEXT_PREVIEW_WORDS) and an ellipsis when there are more. */
export const contentPreview = (text: string): string => previewWords(text, TEXT_PREVIEW_WORDS)

/** A page's or article's meta description: at most 170 characters (METADATA_DESCRIPTION_MAX_CHARS), ellipsis included. */
export const contentDescription = (text: string): string => truncateDescription(text, METADATA_DESCRIPTION_MAX_CHARS)

/** The side of an article's square picture, in CSS pixels (spec section 9). */
export const CONTENT_IMAGE_SIZE_PX = IMAGE_SIZE_PX
