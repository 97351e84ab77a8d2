import * as v from 'valibot'

/** Every 4xx/5xx answer of the API carries this body. `code` is a stable, machine-readable id. */
export const ApiErrorBodySchema = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
  }),
})
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>
