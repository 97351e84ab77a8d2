/**
 * The apply feature's public face: its routes (the flow loads by their dynamic import) and the 1-Click Apply button
 * of search cards and the job page (small: it shows only for an eligible signed-in user, and loads the apply chunk
 * on its first click).
 */
export { applyRoutes } from './routes'
export { OneClickApplyButton } from './OneClickApplyButton'
