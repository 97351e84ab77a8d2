/**
 * The local-storage key of the jobs saved while signed out (schema and rules in core/savedJobs). A module of its own,
 * importing nothing: the app looks for the key at start to load saved jobs early, and core/savedJobs reads it
 * without reaching the rest of core/storage (which made rolldown split core's shared modules off the first screen's
 * entry chunk, +0.5 KB; docs/decisions.md).
 */
export const DEVICE_SAVED_JOBS_KEY = 'hireflow.savedJobs'
