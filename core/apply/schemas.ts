import * as v from 'valibot'
import { ApplicationAnswersSchema, ApplyRequestSchema, PhoneSchema } from '../applications'
import { ResumeSchema } from '../resumes'
import { JobSchema } from '../search'

/**
 * Applying's wire shapes (docs/api.md, "Applying"), shared by the Easy Apply flow, 1-Click Apply and the server.
 * The application itself and the apply call's body and answer are core/applications' (ApplyRequest, ApplyAnswer).
 */

/** A random secret the server hands a visitor with their upload; only its holder can apply with that resume. */
export const ResumeUploadTokenSchema = v.pipe(v.string(), v.regex(/^[\w-]{32,64}$/))

/** POST /rest/apply/resumes's answer: the stored resume and the token that proves the visitor uploaded it. */
export const VisitorResumeSchema = v.object({ resume: ResumeSchema, uploadToken: ResumeUploadTokenSchema })
export type VisitorResume = v.InferOutput<typeof VisitorResumeSchema>

/**
 * POST /rest/applications's body as the apply flow sends it: core/applications' ApplyRequest plus, for a resume a
 * visitor uploaded while applying, the token its upload answered.
 */
export const ApplySubmitSchema = v.object({
  ...ApplyRequestSchema.entries,
  resumeToken: v.optional(v.nullable(ResumeUploadTokenSchema), null),
})
export type ApplySubmit = v.InferOutput<typeof ApplySubmitSchema>

/** What the signed-in applicant has on file: the account's names and email, their last application's answers, their newest active resume. */
export const PrefillSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.nullable(v.object({ number: v.string(), extension: v.string(), type: PhoneSchema.entries.type })),
  answers: v.nullable(ApplicationAnswersSchema),
  resume: v.nullable(v.object({ id: v.string(), fileName: v.string() })),
})
export type Prefill = v.InferOutput<typeof PrefillSchema>

/**
 * GET /rest/apply/jobs/{jobId}: the job, whether it still takes applications, and for a signed-in caller what is on
 * file (null for a visitor), whether they applied already and whether 1-Click Apply is open to them.
 */
export const ApplyContextSchema = v.object({
  job: JobSchema,
  open: v.boolean(),
  prefill: v.nullable(PrefillSchema),
  appliedApplicationId: v.nullable(v.string()),
  oneClick: v.boolean(),
})
export type ApplyContext = v.InferOutput<typeof ApplyContextSchema>

/** GET /rest/apply/one-click: whether the signed-in user may 1-Click Apply (see oneClickEligible). */
export const OneClickStatusSchema = v.object({ eligible: v.boolean() })
export type OneClickStatus = v.InferOutput<typeof OneClickStatusSchema>

