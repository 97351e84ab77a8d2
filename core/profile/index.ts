/**
 * The professional profile and the account page's details: the sections' schemas (shared with the server), the
 * rules of their forms (phones, experience dates against the clock), the industry categories, the reference lists
 * (countries, regions, languages, time zones) and the calls. Loaded only with the settings screens.
 */
export * from './schemas'
export { createProfileApi, experiencePath, type ProfileApi } from './api'
export {
  checkExperienceForm,
  checkPhonesForm,
  checkSection,
  experienceDateProblems,
  experienceForm,
  experienceRequestProblems,
  type ExperienceField,
  type ExperienceForm,
  type PhoneRow,
} from './rules'
export { industryMessage } from './industries'
export { COUNTRY_CODES, countries, LANGUAGE_CODES, languageName, languages, regionsOf, timeZones, type ReferenceEntry } from './referenceLists'
export { emptySection } from './defaults'
export { ExperienceFormSchema, PhonesFormSchema, SECTION_FORMS, type PhonesForm, type SectionFormValues } from './forms'
export { PHONE_TYPES, SALARY_TYPES, WORK_AUTHORIZATIONS } from '../applications'
