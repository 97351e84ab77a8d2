import * as v from 'valibot'

/** The largest resume accepted, in bytes (the spec names none; 5 MB holds any real PDF or DOCX resume). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024

/** The request header that names the uploaded file (percent-encoded UTF-8); the body is the file's bytes. */
export const RESUME_FILE_NAME_HEADER = 'X-File-Name'

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
