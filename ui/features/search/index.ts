/** The search feature's public face: the home and search pages (on the first screen) and the search's URL schema. */
export { HomePage } from './HomePage'
export { SearchPage } from './SearchPage'
export { validateSearchParams } from '../../../core/search'
