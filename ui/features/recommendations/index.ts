/**
 * The recommendations feature's public face: "Recommended for you" (`<SignedInRecommendations />`), which the home
 * page and the application received page show. Small: for a visitor it renders nothing and loads nothing; for a
 * signed-in person its section, call and texts load after the first paint.
 */
export { SignedInRecommendations } from './SignedInRecommendations'
