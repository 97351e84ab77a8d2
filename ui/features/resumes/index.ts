/**
 * The resumes feature's public face: its route under /settings, and the upload field any form can hold (with
 * its React binding of the upload machine). The page loads through its route's dynamic import (its own chunk).
 */
export { resumeRoutes } from './routes'
export { ResumeUploadField } from './ResumeUploadField'
