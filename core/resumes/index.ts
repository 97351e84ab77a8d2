/**
 * Resumes: the wire schemas, the calls, the upload over the UploadPort (with progress), the file name rules and
 * the resumeUploadMethod setting. Loaded only with the resume screens and the apply flow.
 */
export * from './schemas'
export { createResumesApi, resumeDownloadUrl, resumePath, type ResumesApi } from './api'
export { knownUploadMethod, readUploadMethod, refusedUpload, ResumeUploadError, uploadResume, uploadRoute, type ResumeUploadDeps, type ResumeUploadProblem, type UploadRoute } from './upload'
export { RESUME_FILE_NAME_MAX, sanitizeFileName } from './fileName'
export { RESUME_SUMMARY_MAX_SKILLS, summarizeResume, type ResumeVocabulary } from './summary'
