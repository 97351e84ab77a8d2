export { readStored, writeStored } from './typed'
export { STORED } from './keys'
export { readTrackingParams, rememberTrackingParams, TRACKING_PARAMS, TrackingValueSchema, type TrackingParam } from './tracking'
export { readStoredTheme, storeTheme, type Theme } from './theme'
