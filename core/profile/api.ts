import * as v from 'valibot'
import { signedInOnly } from '../api/signedInOnly'
import type { Api } from '../api/transport'
import {
  ExperienceListSchema,
  ExperienceSchema,
  PhoneListSchema,
  sectionAnswerSchema,
  type Experience,
  type ExperienceRequest,
  type PhoneList,
  type ProfileSectionName,
  type ProfileSectionValue,
} from './schemas'

/**
 * The professional profile's calls (docs/api.md, "Professional profile"), each signed in with the full session's
 * token; each rejects with an ApiError (400 request.invalid with issues, 401, 404 profile.notFound).
 */
export interface ProfileApi {
  /** GET /rest/professional/{section}: the saved section, or null before the first save. */
  section<S extends ProfileSectionName>(section: S): Promise<ProfileSectionValue<S> | null>
  /** PUT /rest/professional/{section}: saves the whole section; answers it as kept. */
  saveSection<S extends ProfileSectionName>(section: S, value: ProfileSectionValue<S>): Promise<ProfileSectionValue<S>>
  /** GET /rest/professional/phones: the phones, in order, with their ids. */
  phones(): Promise<PhoneList>
  /** PUT /rest/professional/phones: replaces the list (rows with an id keep it); answers the list with ids. */
  savePhones(list: PhoneList): Promise<PhoneList>
  /** GET /rest/professional/experience: the work experience, current and latest first. */
  experience(): Promise<readonly Experience[]>
  /** GET /rest/professional/experience/{id}. */
  experienceItem(id: string): Promise<Experience>
  /** POST /rest/professional/experience (id null) or PUT /rest/professional/experience/{id}. */
  saveExperience(id: string | null, request: ExperienceRequest): Promise<Experience>
  /** DELETE /rest/professional/experience/{id}. */
  deleteExperience(id: string): Promise<void>
}

/** DELETE's answer. */
const DeletedSchema = v.object({ deleted: v.boolean() })

const sectionPath = (section: string) => `/rest/professional/${section}`
export const experiencePath = (id: string) => `/rest/professional/experience/${encodeURIComponent(id)}`

/** Creates the profile calls over the app's API transport. */
export const createProfileApi = (transport: Api): ProfileApi => {
  // Every /rest/professional route is for a full session: none goes out once it has ended.
  const api = signedInOnly(transport)
  return {
    section: (section) =>
      api.call({ method: 'GET', path: sectionPath(section), schema: sectionAnswerSchema(section) }).then((answer) => answer.value as never),
    saveSection: (section, value) =>
      api.call({ method: 'PUT', path: sectionPath(section), body: value, schema: sectionAnswerSchema(section) }).then((answer) => {
        if (answer.value === null) throw new Error('the server answered no section')
        return answer.value as never
      }),
    phones: () => api.call({ method: 'GET', path: '/rest/professional/phones', schema: PhoneListSchema }),
    savePhones: (list) => api.call({ method: 'PUT', path: '/rest/professional/phones', body: list, schema: PhoneListSchema }),
    experience: () => api.call({ method: 'GET', path: '/rest/professional/experience', schema: ExperienceListSchema }).then((answer) => answer.experience),
    experienceItem: (id) => api.call({ method: 'GET', path: experiencePath(id), schema: ExperienceSchema }),
    saveExperience: (id, request) =>
      id === null
        ? api.call({ method: 'POST', path: '/rest/professional/experience', body: request, schema: ExperienceSchema })
        : api.call({ method: 'PUT', path: experiencePath(id), body: request, schema: ExperienceSchema }),
    deleteExperience: (id) => api.call({ method: 'DELETE', path: experiencePath(id), schema: DeletedSchema }).then(() => undefined),
  }
}
