export { readStored, writeStored } from './typed'
export { STORED, TRACKING_PARAMS, TrackingValueSchema, type TrackingParam } from './keys'
export { readTrackingParams, rememberTrackingParams } from './tracking'
