/**
 * Saved jobs: the list's schemas and calls, and its rules (changes, the sign-in merge, the device's copy). Loaded
 * with the saved-jobs machine on the first save or once a session or a device list exists (machines/savedJobs).
 */
export * from './schemas'
export { createSavedJobsApi, type SavedJobsApi } from './api'
export { applyChange, applyChanges, changedJobId, isSaved, mergeSavedLists, summaryOf, toDeviceJobs, type SavedJobChange } from './savedList'
export { readDeviceSavedJobs, writeDeviceSavedJobs } from './deviceList'
