import * as v from 'valibot'

/** The largest resume accepted, in bytes (the spec names none; 5 MB holds any real PDF or DOCX resume). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024

/** The request header that names the uploaded file (percent-encoded UTF-8); the body is the file's bytes. */
export const RESUME_FILE_NAME_HEADER = 'X-File-Name'

/**
 * GET /rest/resumes/{id}/summary: what was read from the resume's text (server side, on upload) for the apply form
 * and the instant interview to offer; each part null or empty when nothing was read (a scan, a failed extraction).
 */
export const ResumeSummarySchema = v.object({
  mostRecentTitle: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  mostRecentEmployer: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  skills: v.array(v.pipe(v.string(), v.maxLength(100))),
})
export type ResumeSummary = v.InferOutput<typeof ResumeSummarySchema>

/** One stored resume as GET /rest/resumes lists it. */
export const ResumeSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  fileName: v.string(),
  /** When it was uploaded (ISO 8601). */
  uploadedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** An inactivated resume can no longer be used for 1-Click Apply. */
  active: v.boolean(),
  kind: v.picklist(['pdf', 'docx']),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** What was read from it (as GET /rest/resumes/{id}/summary answers); null when its text could not be read. */
  summary: v.optional(v.nullable(ResumeSummarySchema)),
})
export type Resume = v.InferOutput<typeof ResumeSchema>

/** GET /rest/resumes: the signed-in user's resumes, newest first. */
export const ResumeListSchema = v.object({ resumes: v.array(ResumeSchema) })

/** PATCH /rest/resumes/{id}'s body: activate or inactivate. */
export const ResumeActiveRequestSchema = v.object({ active: v.boolean() })

/** A resume id in a path: the server's generated ids. */
export const ResumeIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))

/** The values of the stored browser value resumeUploadMethod (spec sections 3 and 5). */
export const RESUME_UPLOAD_METHODS = ['auto', 's3', 'api', 'rest'] as const
export type ResumeUploadMethod = (typeof RESUME_UPLOAD_METHODS)[number]

/** resumeUploadMethod: one of auto, s3, api, rest; anything else is refused with the spec's message. */
export const ResumeUploadMethodSchema = v.picklist(
  RESUME_UPLOAD_METHODS,
  (issue) => `Invalid resume upload method: ${String(issue.input)}. Must be one of: auto, s3, api, rest.`,
)


/** GET /rest/resumes/upload-options: whether uploads straight to an S3-compatible store can be used here. */
export const ResumeUploadOptionsSchema = v.object({ s3: v.boolean() })
export type ResumeUploadOptions = v.InferOutput<typeof ResumeUploadOptionsSchema>

/** POST /rest/resumes/uploads's body: the file the browser is about to PUT to the store. */
export const ResumeUploadTicketRequestSchema = v.object({
  fileName: v.pipe(v.string(), v.maxLength(2048)),
  size: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(RESUME_MAX_BYTES)),
})

/** POST /rest/resumes/uploads's answer: where to PUT the bytes (a presigned URL) and with which headers, until when. */
export const ResumeUploadTicketSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)),
  url: v.pipe(v.string(), v.url()),
  /** Today only Content-Type: the one header the signature covers besides the length, which the browser sets. */
  headers: v.object({ 'Content-Type': v.string() }),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
})
export type ResumeUploadTicket = v.InferOutput<typeof ResumeUploadTicketSchema>
