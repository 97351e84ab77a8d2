import * as v from 'valibot'

/** The server configuration from GET /env: where the API lives. */
export const EnvConfigSchema = v.object({
  apiUrl: v.string(),
  jaxApiUrl: v.string(),
})
export type EnvConfig = v.InferOutput<typeof EnvConfigSchema>
